/** The browser every script and test uses: Debian's Chromium unless CHROMIUM_PATH says otherwise. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The switches every launch passes (TOOLCHAIN.md): no sandbox (containers), no GPU, no QUIC, and
 * none of the browser's own background traffic, which would compete with the page on this host.
 * Headless mode is added by each launcher: Playwright takes `--headless`, chrome-launcher `--headless=new`.
 */
export const CHROMIUM_SWITCHES = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** chrome-launcher's flags (Lighthouse). */
export const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_SWITCHES];
