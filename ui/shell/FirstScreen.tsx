import { Trans } from '@lingui/react/macro';
import './firstScreen.css';

/**
 * What the borrower sees before any JavaScript has run: prerendered into `index.html` at build time
 * (`scripts/prerender.ts`, in the market's default language), then replaced by the app once the
 * route's screen is ready. No images, no fonts, no style attributes (the CSP forbids them).
 *
 * Its text comes in each of the weights the app's screens use (the brand's 600, the pitch's bold,
 * the status line's regular): the browser looks a face up the first time it lays one out, about
 * 10 to 20 ms for the regular face on this host. Here that happens in the first layout, before the
 * first paint; otherwise it lengthens the app's first layout, a task after it (Total Blocking Time).
 */
export function FirstScreen() {
  return (
    <main className="app">
      <section className="screen first-screen" aria-busy="true" aria-labelledby="first-screen-pitch">
        <p className="first-screen__brand">SwiftCash</p>
        <h1 id="first-screen-pitch" className="first-screen__pitch">
          <Trans>Short-term loans from your phone, with every fee shown before you accept.</Trans>
        </h1>
        <div className="first-screen__skeleton first-screen__skeleton--card" />
        <div className="first-screen__skeleton first-screen__skeleton--line" />
        <div className="first-screen__skeleton first-screen__skeleton--button" />
        <p className="first-screen__status">
          <Trans>Loading…</Trans>
        </p>
      </section>
    </main>
  );
}
