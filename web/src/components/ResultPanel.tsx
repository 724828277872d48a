// A run's result: the blocks out of the RTL beside sim-core's, the cycle count (the run's
// own), which round every block is in on every cycle, and the waveform, folded until asked
// for. A result whose inputs have changed since stays, marked stale with what it was for.
import { useMemo, useState } from 'react';
import type { LabResult } from '../sim/useLabRun';
import { toHex } from '../inputs';
import { buildTimeline, latencies } from '../layout/timeline';
import { OccupancyChart } from './OccupancyChart';
import { RoundTimeline } from './RoundTimeline';
import { WaveformDownload } from './WaveformDownload';
import { WaveformViewer } from './WaveformViewer';
import { Fold } from './Fold';

interface Props {
  result: LabResult;
  /** Its inputs have changed since the run. */
  stale: boolean;
  stageNames: string[];
  rounds: number;
  configId: string;
}

/** Rows of the outputs table before "show all": the chart and the mode table stay on one screen. */
const shownRows = 4;
/** The round timeline draws every cell: only for short runs (the occupancy chart takes any). */
const timelineBlocks = 64;

const n = (x: number) => x.toLocaleString('en');
const plural = (x: number, one: string, many = `${one}s`) => `${n(x)} ${x === 1 ? one : many}`;

function sameBytes(a: Uint8Array, b: Uint8Array | undefined): boolean {
  if (!b || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

export function ResultPanel({ result, stale, stageNames, rounds, configId }: Props) {
  const [allRows, setAllRows] = useState(false);
  const outputs = useMemo(() => [...result.outputs].sort((a, b) => a.tag - b.tag), [result]);
  const differing = useMemo(
    () => outputs.filter((o) => !sameBytes(o.data, result.golden[o.tag])).length,
    [result, outputs],
  );
  const timeline = useMemo(
    () => (result.outputs.length <= timelineBlocks ? buildTimeline(result.probes, result.stages) : null),
    [result],
  );
  const blockLatency = timeline ? latencies(timeline) : null;
  const rows = allRows ? outputs.slice(0, 256) : outputs.slice(0, shownRows);

  return (
    <section
      className={stale ? 'panel result stale' : 'panel result'}
      aria-labelledby="result-title"
      data-testid="result"
      data-stale={stale || undefined}
    >
      <h2 id="result-title">Result</h2>
      {stale && (
        <p className="banner stale-note" role="status" data-testid="result-stale">
          This result is for {result.for.label} on this core; the inputs have changed since. Run again to see theirs.
        </p>
      )}
      <p className="summary" data-testid="cycles">
        {plural(outputs.length, 'block')} in <strong>{n(result.cycles)}</strong> cycles (
        {n(Math.round((result.cycles / Math.max(1, outputs.length)) * 100) / 100)} per block), counted from the cycle
        the key was offered.
      </p>
      <div className="table-scroll">
        <table className="outputs">
          <thead>
            <tr>
              <th scope="col">Block</th>
              <th scope="col">{result.decrypt ? 'Plaintext' : 'Ciphertext'} from the RTL</th>
              <th scope="col">Golden model (sim-core)</th>
              <th scope="col">Cycles in the core</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((o) => {
              const same = sameBytes(o.data, result.golden[o.tag]);
              return (
                <tr key={o.tag}>
                  <td>{o.tag + 1}</td>
                  <td className="hex" data-testid={`output-${o.tag}`}>
                    {toHex(o.data)}
                  </td>
                  <td className={same ? 'match' : 'mismatch'}>
                    {same
                      ? 'matches ✓'
                      : `differs: ${result.golden[o.tag] ? toHex(result.golden[o.tag]) : 'no such block'}`}
                  </td>
                  <td>{blockLatency?.get(o.tag) ?? '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {outputs.length > shownRows && (
        <p data-testid="more-outputs">
          {allRows && outputs.length > 256
            ? `The first 256 of ${plural(outputs.length, 'block')} shown: `
            : allRows
              ? ''
              : `…and ${plural(outputs.length - shownRows, 'more block')}: `}
          <span className={differing === 0 ? 'match' : 'mismatch'}>
            {differing === 0
              ? `all ${n(outputs.length)} match sim-core ✓`
              : `${plural(differing, 'block')} differ from sim-core`}
          </span>{' '}
          <button type="button" className="link" onClick={() => setAllRows(!allRows)} data-testid="more-outputs-toggle">
            {allRows ? 'Show fewer' : `Show ${outputs.length > 256 ? 'the first 256' : 'all'}`}
          </button>
        </p>
      )}
      <h3>Pipeline occupancy</h3>
      <OccupancyChart
        probes={result.probes}
        stages={result.stages}
        stageNames={stageNames}
        cycles={result.cycles}
        probeFrom={result.probeFrom}
      />
      {timeline && (
        <Fold summary="Which round is each block in? (a cell per block and cycle)" testId="timeline-fold">
          <RoundTimeline timeline={timeline} rounds={rounds} stageNames={stageNames} />
        </Fold>
      )}
      {result.waveform && (
        <Fold summary="Waveform: the core's ports and registers, cycle by cycle" testId="waveform-fold">
          <WaveformDownload waveform={result.waveform} name={`${configId}.vcd`} />
          <WaveformViewer waveform={result.waveform} cycles={result.cycles} />
        </Fold>
      )}
    </section>
  );
}
