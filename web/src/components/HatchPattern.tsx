/**
 * The diagonal hatch that marks a bar as not ours (a paper's figure, an S-box's share):
 * an SVG <pattern> to put in a chart's <defs> and fill with `url(#id)`. Its colours come
 * from the stylesheet (.hatch-ground, .hatch-line), so both themes stay readable.
 */
export function HatchPattern({ id }: { id: string }) {
  return (
    <pattern id={id} patternUnits="userSpaceOnUse" width={6} height={6} patternTransform="rotate(45)">
      <rect width={6} height={6} className="hatch-ground" />
      <line x1={0} y1={0} x2={0} y2={6} className="hatch-line" />
    </pattern>
  );
}
