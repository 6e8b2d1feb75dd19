import { code128Widths } from './code128';

const QUIET_MODULES = 10;

/** A scannable Code 128 barcode as inline SVG (no network, no library), labelled for screen readers. */
export function Code128Svg({ value, label, height = 80 }: { value: string; label: string; height?: number }) {
  const widths = code128Widths(value);
  const total = widths.reduce((a, b) => a + b, 0) + QUIET_MODULES * 2;
  let x = QUIET_MODULES;
  const bars: { x: number; w: number }[] = [];
  widths.forEach((w, i) => {
    if (i % 2 === 0) bars.push({ x, w });
    x += w;
  });
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${total} ${height}`}
      preserveAspectRatio="none"
      width="100%"
      height={height}
      shapeRendering="crispEdges"
      className="barcode"
    >
      <rect width={total} height={height} fill="#fff" />
      {bars.map((bar) => (
        <rect key={bar.x} x={bar.x} width={bar.w} height={height} fill="#000" />
      ))}
    </svg>
  );
}
