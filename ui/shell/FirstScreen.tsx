import { Trans } from '@lingui/react/macro';
import './firstScreen.css';

/**
 * What the borrower sees before any JavaScript has run: prerendered into `index.html` at build time
 * (`scripts/prerender.ts`, in the market's default language), then replaced by the app once the
 * route's screen is ready. No images, no fonts, no style attributes (the CSP forbids them).
 *
 * The browser looks a font face up the first time it lays one out (a few ms apiece on this host, far
 * more on a cheap phone). The first paint needs two faces (the brand's 600, the pitch's bold); the
 * app's screens also use regular text, which the status line brings in: it is shown (class
 * `app-starting`, set by the entry loader once the first paint is reported) after that paint, in a
 * small layout of its own, rather than adding its lookup to the first paint or to the app's first
 * layout. It comes last, so showing it moves nothing (no layout shift).
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
