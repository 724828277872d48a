// Throughput at our measured Fmax (issue #8, item 5): where it comes from, the chart with the
// papers beside ours, what each device made of the core; or, without figures, the command
// that measures them and the configurations that have them. No bar is drawn from a guess.
import { formatGbps, type Throughput } from '../throughput/figures';
import { deviceLine, earlierInputsNote, earlierInputsWhy } from '../throughput/synthesis';
import { ThroughputChart, Swatch } from './ThroughputChart';

interface Props {
  figures: Throughput;
  /** Whether the configuration is prebuilt (only those are synthesised). */
  prebuilt: boolean;
  width?: number;
}

function WithFigures({ ids }: { ids: string[] }) {
  if (ids.length === 0) return <>No configuration has figures yet.</>;
  return (
    <>
      Configurations with figures:{' '}
      {ids.map((id, i) => (
        <span key={id}>
          {i > 0 && ', '}
          <a href={`?config=${id}`} data-testid="throughput-with-figures">
            {id}
          </a>
        </span>
      ))}
      .
    </>
  );
}

export function ThroughputFigures({ figures, prebuilt, width }: Props) {
  return (
    <div className="throughput-figures" data-testid="throughput-figures">
      <h3>Throughput at our Fmax</h3>
      {figures.kind === 'figures' && (
        <>
          <p className="note" data-testid="throughput-flow">
            Gbit/s = {figures.blockBits} bits × Fmax ÷ cycles per block (Elbirt et al. 2000, Sec. 6), with Fmax ={' '}
            <strong data-testid="throughput-fmax">{figures.fmaxMHz} MHz</strong>: nextpnr&apos;s figure for this core on
            the {figures.deviceName}, the lab&apos;s reference device for throughput. It is the core in its board form,
            ECB (<code>npm run synth</code>); the chaining of the other modes is not in it.
          </p>
          <ul className="legend" aria-label="Legend">
            <li data-testid="legend-ours">
              <Swatch kind="ours" /> {figures.label}; cycles per block measured on the RTL
            </li>
            {figures.modes.some((m) => !m.measured) && (
              <li>
                <Swatch kind="predicted" /> cycles per block predicted by sim-core (nothing measured)
              </li>
            )}
            {[...new Set(figures.papers.map((p) => p.row))].map((row, i) => {
              const paper = figures.papers.find((p) => p.row === row)!;
              const kinds = figures.papers.filter((p) => p.row === row);
              return (
                <li key={i} data-testid="legend-paper">
                  <Swatch kind="paper" /> {paper.label}: {row.label}
                  {row.clockMHz !== undefined && `, ${row.clockMHz} MHz`}
                  {row.clockNote && ` (${row.clockNote})`},{' '}
                  {kinds
                    .map((p) => `${formatGbps(p.gbps)} Gbit/s ${p.kind === 'stream' ? 'without' : 'with'} feedback`)
                    .join(' and ')}
                  , as published
                </li>
              );
            })}
          </ul>
          <ThroughputChart figures={figures} width={width} />
          {figures.papers.length > 0 && (
            <p className="note">
              A paper&apos;s non-feedback figure stands beside our ECB and its feedback figure beside our CBC
              encryption. Their clocks come from their Xilinx parts and tools, ours from an open flow on a Lattice part:
              the heights compare devices and flows as much as architectures.
            </p>
          )}
        </>
      )}
      {figures.kind === 'does-not-fit' && (
        <p className="note" data-testid="throughput-no-fit">
          This core does not fit the {figures.deviceName}, the lab&apos;s reference device for throughput, so it has no
          Fmax and no Gbit/s: {figures.reason}.
        </p>
      )}
      {figures.kind === 'not-placed' && (
        <p className="note" data-testid="throughput-not-placed">
          This core fits the {figures.deviceName}, the lab&apos;s reference device for throughput, but nextpnr did not
          place it, so it has no Fmax and no Gbit/s: {figures.reason}.
        </p>
      )}
      {figures.kind === 'no-figures' && (
        <p className="note" data-testid="throughput-no-figures">
          {prebuilt ? (
            <>
              No synthesis figures for this configuration yet, so no Gbit/s: <code>{figures.command}</code> places and
              routes its core on the {figures.deviceName} (minutes for one core) and writes{' '}
              <code>registry/synthesis.json</code>.{' '}
            </>
          ) : (
            <>
              This configuration is not prebuilt, so nothing was synthesised and there are no Gbit/s:{' '}
              <code>npm run synth -- --figures &lt;id&gt;</code> measures the prebuilt configurations of{' '}
              <code>registry/configurations.json</code>.{' '}
            </>
          )}
          <WithFigures ids={figures.withFigures} />
        </p>
      )}
      {figures.devices.length > 0 && (
        <ul className="note synthesis-devices" data-testid="synthesis-devices">
          {figures.devices.map((d) => (
            <li key={d.device} data-testid={`synthesis-${d.device}`}>
              {d.description}: {deviceLine(d)} ({d.figure.date}
              {d.figure.earlierInputs && (
                <span title={earlierInputsWhy} data-testid={`synthesis-${d.device}-earlier`}>
                  , {earlierInputsNote}
                </span>
              )}
              )
            </li>
          ))}
        </ul>
      )}
      {figures.devices.some((d) => d.figure.earlierInputs) && (
        <p className="note" data-testid="synthesis-earlier">
          {earlierInputsNote[0].toUpperCase() + earlierInputsNote.slice(1)}: {earlierInputsWhy}.
        </p>
      )}
    </div>
  );
}
