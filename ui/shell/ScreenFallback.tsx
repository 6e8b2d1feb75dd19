/** What shows while a screen's chunk or catalog loads: a quiet skeleton, no layout shift. */
export function ScreenFallback() {
  return <div className="screen screen--loading" aria-busy="true" />;
}
