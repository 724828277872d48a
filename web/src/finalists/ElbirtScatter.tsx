// Elbirt et al.'s Tables 2 and 3 (AES3, 2000) as a chart: every design they built on the
// Xilinx XCV1000, CLB slices against throughput, in the mode the page shows. It stands in
// their panel, on their own axes, never on the lab's: a slice is not a LUT4, and "it is
// impossible to legitimately compare FPGAs from separate families". A design the lab has a
// configuration of (registry/published.json's `config`) is a link that opens it in the lab and
// runs it; its figures are in its title and aria-label.
import { elbirtRows, modeNames, type ThroughputMode } from './data';
import { markerOf, markerPath } from './markers';
import { LogChart, padded, useLogChart } from './log-chart';
import { formatWhole } from './format';
import { runLink } from '../url-state';
import { grouped } from '../numbers';

// Every design in both modes: the axes stay when the mode changes. Wider on the left than
// padded(): room for a labelled tick clear of the corner.
const xDomain: [number, number] = [
  Math.min(...elbirtRows.map((r) => r.slices!)) / 1.6,
  padded(elbirtRows.map((r) => r.slices!))[1],
];
const yDomain = padded(elbirtRows.flatMap((r) => [r.throughputMbps!.stream!, r.throughputMbps!.feedback!]));

export function ElbirtScatter({ mode }: { mode: ThroughputMode }) {
  const chart = useLogChart(xDomain, yDomain, { min: 260, max: 320, aspect: 0.3 });
  const { x, y, fontPx } = chart;
  const rated = elbirtRows.filter((r) => r.throughputMbps?.[mode] !== undefined);
  const markerSize = Math.max(12, fontPx * 0.8);
  return (
    <LogChart
      chart={chart}
      testId="elbirt-chart"
      ariaLabel={`Elbirt et al.'s Tables 2 and 3 on the Xilinx XCV1000: CLB slices against throughput in Mbit/s, ${modeNames[mode]} modes, ${rated.length} designs`}
      mode={mode}
      xTitle={{ long: 'Area, CLB slices of the XCV1000 (log scale)', short: 'CLB slices (log scale)' }}
      yTitle={{ long: 'Throughput, Mbit/s as published', short: 'Mbit/s as published' }}
    >
      {rated.map((r) => {
        const marker = markerOf(r.cipher);
        const mbps = r.throughputMbps![mode]!;
        const id = r.config[0];
        const text = `${r.label}: ${grouped(mbps)} Mbit/s ${modeNames[mode]}, ${formatWhole(r.slices!)} CLB slices${id ? `; opens ${id} in the lab` : ''}`;
        const point = (
          <g
            key={r.label}
            className="finalists-point"
            role="img"
            aria-label={text}
            data-testid={`elbirt-point-${r.label}`}
            data-mbps={mbps}
          >
            <title>{text}</title>
            <path
              transform={`translate(${x(r.slices!).toFixed(1)},${y(mbps).toFixed(1)})`}
              d={markerPath(marker.shape, markerSize)}
              style={{ fill: marker.colour }}
              className="marker"
            />
          </g>
        );
        return id ? (
          <a key={r.label} href={runLink(id)} data-testid={`elbirt-link-${r.label}`}>
            {point}
          </a>
        ) : (
          point
        );
      })}
    </LogChart>
  );
}
