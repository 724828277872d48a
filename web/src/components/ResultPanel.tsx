// A run's result: the blocks out of the RTL beside sim-core's, the cycle count (the run's
// own), which round every block is in on every cycle, and the waveform, folded until asked
// for. A result whose inputs have changed since stays, marked stale with what it was for.
import { useMemo, useState } from 'react';
import type { LabResult } from '../sim/useLabRun';
import { toHex } from '../inputs';
import { agreesWithGolden } from '../compare/agreement';
import { outputAt, packedBlockList, sameBlock, tagOrder } from '../sim/packing';
import { buildTimeline, latencies, type Timeline } from '../layout/timeline';
import { OccupancyChart } from './OccupancyChart';
import type { SerialRounds } from '../layout/serial-rounds';
import { RoundTimeline } from './RoundTimeline';
import { WaveformDownload } from './WaveformDownload';
import { WaveformViewer } from './WaveformViewer';
import { Fold } from './Fold';
import { grouped } from '../numbers';

interface Props {
  result: LabResult;
  /** Its inputs have changed since the run. */
  stale: boolean;
  stageNames: string[];
  /** The round each block is in on each cycle (runTimeline), for short runs. */
  timeline: Timeline | null;
  /** A bit-serial core's rounds (serialRoundsOf), for the occupancy chart; null for every other core. */
  serial?: SerialRounds | null;
  /** The cycle the stepping panel shows, marked on every chart of the run; null: none. */
  cursor?: number | null;
}

/** Rows of the outputs table before "show all": the chart and the mode table stay on one screen. */
const shownRows = 3;
/** The round timeline draws every cell: only for short runs (the occupancy chart takes any). */
const timelineBlocks = 64;

/** The round each block of a short run is in on each cycle; null for a longer one. */
export function runTimeline(result: LabResult): Timeline | null {
  return result.outputs.tags.length <= timelineBlocks ? buildTimeline(result.probes, result.stages) : null;
}

const plural = (x: number, one: string, many = `${one}s`) => `${grouped(x)} ${x === 1 ? one : many}`;

export function ResultPanel({ result, stale, stageNames, timeline, serial = null, cursor = null }: Props) {
  const [allRows, setAllRows] = useState(false);
  // The outputs stay packed (a million of them): the table makes its few rows, in block order.
  const order = useMemo(() => tagOrder(result.outputs), [result]);
  const count = order.length;
  const check = useMemo(() => agreesWithGolden(result.outputs, result.golden), [result]);
  const differing = check.ok ? 0 : check.differing;
  // Once a timeline: the page re-renders on every progress report of the next run.
  const blockLatency = useMemo(() => (timeline ? latencies(timeline) : null), [timeline]);
  const rows = Array.from(order.subarray(0, allRows ? 256 : shownRows), (i) => ({
    ...outputAt(result.outputs, i),
    index: i,
  }));
  const golden = packedBlockList(result.golden);

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
      <p className="summary">
        <span
          data-testid="cycles"
          title="Counted from the cycle the key was offered to the cycle after the last block came out"
        >
          {plural(count, 'block')} in <strong>{grouped(result.cycles)}</strong> cycles (
          {grouped(Math.round((result.cycles / Math.max(1, count)) * 100) / 100)} a block):
        </span>{' '}
        <span data-testid="more-outputs">
          <span className={differing === 0 ? 'match' : 'mismatch'}>
            {differing === 0
              ? count === 1
                ? 'it matches sim-core ✓'
                : `all ${grouped(count)} match sim-core ✓`
              : `${plural(differing, 'block')} differ from sim-core`}
          </span>
          {count > shownRows && (
            <>
              {' '}
              {allRows ? `(${grouped(rows.length)} shown)` : ''}{' '}
              <button
                type="button"
                className="link"
                onClick={() => setAllRows(!allRows)}
                data-testid="more-outputs-toggle"
              >
                {allRows ? 'Show fewer' : `Show ${count > 256 ? 'the first 256' : 'all'}`}
              </button>
            </>
          )}
        </span>
      </p>
      <div className="table-scroll">
        <table className="outputs">
          <thead>
            <tr>
              <th scope="col">Block</th>
              <th scope="col">{result.decrypt ? 'Plaintext' : 'Ciphertext'} from the RTL</th>
              <th scope="col">sim-core</th>
              <th scope="col">Cycles in the core</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((o) => {
              const same = sameBlock(result.outputs, o.index, result.golden, o.tag);
              const expected = golden.at(o.tag);
              return (
                <tr key={o.tag}>
                  <td>{o.tag + 1}</td>
                  <td className="hex" data-testid={`output-${o.tag}`}>
                    {toHex(o.data)}
                  </td>
                  <td className={same ? 'match' : 'mismatch'}>
                    {same ? 'matches ✓' : `differs: ${expected ? toHex(expected) : 'no such block'}`}
                  </td>
                  <td>{blockLatency?.get(o.tag) ?? '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <OccupancyChart
        heading={<h3>Pipeline occupancy</h3>}
        probes={result.probes}
        stages={result.stages}
        stageNames={stageNames}
        cycles={result.cycles}
        probeFrom={result.probeFrom}
        serial={serial}
        cursor={cursor}
      />
    </section>
  );
}

/**
 * The run cycle by cycle, folded until asked for: the round each block is in (short runs) and
 * the waveform of the core's ports and registers (runs of up to 256 blocks record one, of at
 * most their first waveformCycleLimit cycles: sim/run.ts).
 */
export function RunDetails({
  result,
  stageNames,
  timeline,
  rounds,
  cipher,
  configId,
  cursor = null,
}: Omit<Props, 'stale'> & { rounds: number; cipher: string; configId: string }) {
  if (!timeline && !result.waveform) return null;
  return (
    <section className="panel run-details" aria-label="This run, cycle by cycle" data-testid="run-details">
      {timeline && (
        <Fold summary="Which round is each block in? (a cell per block and cycle)" testId="timeline-fold">
          <RoundTimeline timeline={timeline} rounds={rounds} cipher={cipher} stageNames={stageNames} cursor={cursor} />
        </Fold>
      )}
      {result.waveform && (
        <Fold summary="Waveform: the core's ports and registers, cycle by cycle" testId="waveform-fold">
          <WaveformDownload waveform={result.waveform} name={`${configId}.vcd`} />
          <WaveformViewer waveform={result.waveform} cycles={result.cycles} cursor={cursor} />
        </Fold>
      )}
    </section>
  );
}
