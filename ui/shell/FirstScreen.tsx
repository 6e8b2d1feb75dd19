import { Trans } from '@lingui/react/macro';
import './firstScreen.css';

/**
 * What the borrower sees before any JavaScript has run: prerendered into `index.html` at build time
 * (`scripts/prerender.ts`, in the market's default language), then replaced by the app once the
 * route's screen is ready. No images, no fonts, no style attributes (the CSP forbids them).
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
      </section>
    </main>
  );
}
