// Elbirt et al.'s Tables 2 and 3 (AES3, 2000) as a chart: every design they built on the
// Xilinx XCV1000, CLB slices against throughput, in the mode the page shows. It stands in
// their panel, on their own axes, never on the lab's: a slice is not a LUT4, and "it is
// impossible to legitimately compare FPGAs from separate families". Their designs have no
// lab configuration, so a point is not a link; its figures are in its title and aria-label.
import { useMemo, useState } from 'react';
import { scaleLog } from 'd3-scale';
import { useChartBox } from '../hooks/useChartBox';
import { elbirtRows, modeNames, type ThroughputMode } from './data';
import { markerOf, markerPath } from './markers';
import { LogAxes, padded } from './ScatterChart';
import { formatWhole } from './format';

export function ElbirtScatter({ mode }: { mode: ThroughputMode }) {
  const [box, setBox] = useState<HTMLElement | null>(null);
  const { width, fontPx } = useChartBox(box);
  const height = Math.round(Math.max(260, Math.min(320, width * 0.3)));
  const margin = { left: fontPx * 4.2, right: fontPx, top: fontPx * 2.2, bottom: fontPx * 3.4 };
  const rated = elbirtRows.filter((r) => r.throughputMbps?.[mode] !== undefined);
  const x = useMemo(
    () =>
      scaleLog()
        // Wider on the left than padded(): room for a labelled tick clear of the corner.
        .domain([Math.min(...elbirtRows.map((r) => r.slices!)) / 1.6, padded(elbirtRows.map((r) => r.slices!))[1]])
        .range([margin.left, Math.max(margin.left + 1, width - margin.right)]),
    [width, margin.left, margin.right],
  );
  const y = useMemo(
    () =>
      scaleLog()
        .domain(padded(elbirtRows.flatMap((r) => [r.throughputMbps!.stream!, r.throughputMbps!.feedback!])))
        .range([height - margin.bottom, margin.top]),
    [height, margin.bottom, margin.top],
  );
  const markerSize = Math.max(12, fontPx * 0.8);
  return (
    <div className="finalists-chart-box" ref={setBox} data-testid="elbirt-chart">
      {width > 0 && (
        <svg
          className="finalists-chart"
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          style={{ fontSize: fontPx }}
          data-mode={mode}
          aria-label={`Elbirt et al.'s Tables 2 and 3 on the Xilinx XCV1000: CLB slices against throughput in Mbit/s, ${modeNames[mode]} modes, ${rated.length} designs`}
        >
          <LogAxes
            x={x}
            y={y}
            width={width}
            height={height}
            margin={margin}
            fontPx={fontPx}
            xTitle="Area, CLB slices of the XCV1000 (log scale)"
            yTitle={`Throughput, Mbit/s as published (${modeNames[mode]} modes; log scale)`}
          />
          {rated.map((r) => {
            const marker = markerOf(r.cipher);
            const mbps = r.throughputMbps![mode]!;
            const text = `${r.label}: ${mbps.toLocaleString('en')} Mbit/s ${modeNames[mode]}, ${formatWhole(r.slices!)} CLB slices`;
            return (
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
          })}
        </svg>
      )}
    </div>
  );
}
