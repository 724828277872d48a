// ::area-throughput — the configurations a lesson names as area against throughput on one
// device (the learner switches device and mode): a table of LUT4, flip-flops, block RAMs, Fmax,
// cycles a block, Mbit/s and throughput per LUT4, and the same points on the finalists view's
// log-log chart (its frame, scales and markers). Every figure is read from the registry
// (area-throughput.ts); a core not measured yet says so, with the command that measures it.
import { useMemo, useState } from 'react';
import { areaDevices, type AreaDevice, type WidgetSpec } from '../../../lessons/schema';
import { modeNames, throughputModes, type LabPoint, type ThroughputMode } from '../../../finalists/data';
import { LogChart, padded, useLogChart } from '../../../finalists/log-chart';
import { markerOf, markerPath } from '../../../finalists/markers';
import { formatMbps, formatWhole } from '../../../finalists/format';
import { blocksOf, earlierInputsNote } from '../../../throughput/synthesis';
import { useLessonEnv } from '../context';
import { Choice } from './Choice';
import {
  areaDeviceName,
  areaThroughputRows,
  placeLabels,
  pointLabels,
  pointsOf,
  spans,
  type AreaRow,
} from './area-throughput';
import '../../../finalists/finalists.css';

export function AreaThroughputWidget({ spec }: { spec: Extract<WidgetSpec, { type: 'area-throughput' }> }) {
  const [device, setDevice] = useState<AreaDevice>(spec.devices[0] ?? areaDevices[0]);
  const [mode, setMode] = useState<ThroughputMode>('stream');
  const rows = useMemo(() => areaThroughputRows(spec.configs, device), [spec.configs, device]);
  const points = pointsOf(rows);
  const span = spans(points, mode);
  const name = areaDeviceName(device);
  const blocks = blocksOf(device);

  return (
    <figure className="widget area-throughput" data-testid="widget-area-throughput" data-device={device}>
      <div className="actions">
        <Choice
          label="Device"
          value={device}
          options={spec.devices.map((d) => ({ value: d, label: areaDeviceName(d) }))}
          onChange={setDevice}
          testId="area-device"
        />
        <Choice
          label="Modes"
          value={mode}
          options={throughputModes.map((m) => ({ value: m, label: modeNames[m] }))}
          onChange={setMode}
          testId="area-mode"
        />
      </div>
      <div className="table-scroll">
        {/* Wide enough to read on a phone: the table scrolls sideways rather than squeeze its columns. */}
        <table className="outputs area-table" data-testid="area-table" style={{ minWidth: '46rem' }}>
          <thead>
            <tr>
              <th scope="col">core</th>
              <th scope="col">{blocks.lut}</th>
              <th scope="col">FF</th>
              <th scope="col">{blocks.bram}</th>
              <th scope="col">Fmax, MHz</th>
              <th scope="col">cycles a block</th>
              <th scope="col">Mbit/s</th>
              <th scope="col">kbit/s per {blocks.lut}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <AreaTableRow key={row.id} row={row} mode={mode} />
            ))}
          </tbody>
        </table>
      </div>
      <p className="widget-measure" data-testid="area-caption">
        {name}, {modeNames[mode]} modes: throughput = block bits × Fmax ÷ cycles a block. Area and Fmax from{' '}
        <code>npm run synth</code> (<code>registry/synthesis.json</code>), cycles a block measured on the RTL by{' '}
        <code>npm run timing</code> (<code>registry/measured.json</code>).
        {span && (
          <span data-testid="area-span">
            {' '}
            The largest core here has {span.area.toFixed(1)}× the {blocks.lut} of the smallest; the fastest{' '}
            {formatWhole(Math.round(span.throughput))}× the throughput of the slowest.
          </span>
        )}
      </p>
      {points.length > 0 ? (
        <AreaChart points={points} mode={mode} deviceName={name} lut={blocks.lut} />
      ) : (
        <p className="note" data-testid="area-no-points">
          None of these cores has both an Fmax on the {name} and measured cycles a block yet: nothing to plot.
        </p>
      )}
    </figure>
  );
}

function AreaTableRow({ row, mode }: { row: AreaRow; mode: ThroughputMode }) {
  const { registry } = useLessonEnv();
  const title = registry.entries.find((e) => e.id === row.id)?.title;
  const head = (
    <th scope="row" title={title}>
      <code>{row.id}</code> <span className="detail">({row.architecture})</span>
    </th>
  );
  if (row.kind === 'point') {
    const p = row.point;
    return (
      <tr data-testid={`area-row-${row.id}`} data-measured="yes">
        {head}
        <td data-testid="area-luts">{formatWhole(p.luts)}</td>
        <td>{formatWhole(p.ffs)}</td>
        <td>{formatWhole(p.brams)}</td>
        <td data-testid="area-fmax">
          {p.fmaxMHz.toFixed(1)}
          {p.earlierInputs && <span title={earlierInputsNote}> †</span>}
        </td>
        <td data-testid="area-cycles">{formatCycles(p.cycles[mode])}</td>
        <td data-testid="area-mbps">{formatMbps(p.mbps[mode])}</td>
        <td data-testid="area-tps">{formatMbps(p.tps[mode] / 1000)}</td>
      </tr>
    );
  }
  const f = row.figure;
  return (
    <tr data-testid={`area-row-${row.id}`} data-measured="no">
      {head}
      <td>{f ? formatWhole(f.luts) : '–'}</td>
      <td>{f ? formatWhole(f.ffs) : '–'}</td>
      <td>{f ? formatWhole(f.brams) : '–'}</td>
      <td>{f?.fmaxMHz !== undefined ? f.fmaxMHz.toFixed(1) : '–'}</td>
      <td>{row.cycles ? formatCycles(row.cycles[mode]) : '–'}</td>
      <td colSpan={2} className="area-missing" data-testid="area-missing">
        {row.command ? `not measured yet: ${row.reason}` : row.reason}
        {row.command && (
          <>
            {' '}
            — <code data-testid="area-command">{row.command}</code>
          </>
        )}
        {row.detail && <span className="detail"> ({row.detail})</span>}
      </td>
    </tr>
  );
}

const formatCycles = (cycles: number) => (Number.isInteger(cycles) ? formatWhole(cycles) : cycles.toFixed(2));

/** The points on the finalists view's log-log frame, each labelled with its architecture. */
function AreaChart({
  points,
  mode,
  deviceName,
  lut,
}: {
  points: LabPoint[];
  mode: ThroughputMode;
  deviceName: string;
  lut: string;
}) {
  // The domains hold both modes, so switching the mode moves the points and not the axes.
  const xDomain = useMemo(() => padded(points.map((p) => p.luts)), [points]);
  const yDomain = useMemo(() => padded(points.flatMap((p) => [p.mbps.stream, p.mbps.feedback])), [points]);
  const chart = useLogChart(xDomain, yDomain, { min: 260, max: 380, aspect: 0.45 });
  const { x, y, fontPx } = chart;
  const size = Math.max(12, fontPx * 0.8);
  const labels = useMemo(() => pointLabels(points), [points]);
  const placed = placeLabels(
    points.map((p) => ({ id: p.id, x: x(p.luts), y: y(p.mbps[mode]), text: labels.get(p.id)! })),
    size,
    x.range(),
  );
  return (
    <LogChart
      chart={chart}
      testId="area-chart"
      ariaLabel={`Area in ${lut} against throughput in Mbit/s on the ${deviceName}, ${modeNames[mode]} modes, ${points.length} cores`}
      mode={mode}
      xTitle={{ long: `Area, ${lut} (log scale; block RAMs not counted)`, short: `${lut} (log)` }}
      yTitle={{ long: `Mbit/s at the ${deviceName} Fmax`, short: 'Mbit/s' }}
    >
      {points.map((p) => {
        const marker = markerOf(p.cipher.id);
        const px = x(p.luts);
        const py = y(p.mbps[mode]);
        const { left, dy } = placed.get(p.id)!;
        return (
          <g
            key={p.id}
            className="finalists finalists-point"
            data-testid={`area-point-${p.id}`}
            data-luts={p.luts}
            data-mbps={p.mbps[mode]}
          >
            <title>{`${p.id}: ${formatWhole(p.luts)} ${lut}, ${formatMbps(p.mbps[mode])} Mbit/s`}</title>
            <path
              transform={`translate(${px.toFixed(1)},${py.toFixed(1)})`}
              d={markerPath(marker.shape, size)}
              style={{ fill: marker.colour }}
              className="marker"
            />
            <text
              className="finalists-tick"
              x={px + (left ? -size * 0.8 : size * 0.8)}
              y={py + dy}
              dy="0.35em"
              textAnchor={left ? 'end' : 'start'}
            >
              {labels.get(p.id)}
            </text>
          </g>
        );
      })}
    </LogChart>
  );
}
