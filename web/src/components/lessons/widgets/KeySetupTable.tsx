// ::paper-table on a table with key-setup figures (Dandalis et al.'s Tables 1–5): the paper's
// key-setup latency, in µs and ÷ one block's encryption time, beside the lab's cores measured the
// same way. The lab's key setup is what `npm run timing` measured on the RTL
// (registry/measured.json: cycles from the key's handshake until a block waiting behind it is
// taken), its ratio to the core's cycles a block with feedback, and the time at the core's
// ECP5-85F Fmax; the button measures both again, live, in the browser. The cores beside a row
// are hdl/key-setup-table.mjs's (hdl/doc/timing.md's generated table): the row's own, or where
// it names none, the cipher's prebuilt one-round (LU-1) cores with a 128-bit key and an online
// key schedule, the nearest to Dandalis et al.'s single-round designs.
import { useState } from 'react';
import type { WidgetSpec } from '../../../lessons/schema';
import { lessonWorkload, measureRun } from '../../../lessons/answers';
import type { PublishedRow } from '../../../throughput/published';
import { publishedFile } from '../../../throughput/published';
import { deviceName, referenceDevice, referenceFigure } from '../../../throughput/synthesis';
import type { RunResult } from '../../../sim/protocol';
import measured from '@registry/measured.json';
import configurations from '@registry/configurations.json';
import { useLessonEnv } from '../context';
import { fmt } from './common';
import { PaperTableActions } from './PaperTableActions';
import { keySetupCores as sharedKeySetupCores } from '@hdl/key-setup-cores.mjs';

/** A row carries key-setup figures: the table is shown as a key-setup table. */
export const hasKeySetup = (row: PublishedRow) => row.keySetupLatencyUs !== undefined;

const prebuilt: string[] = (configurations as { configurations: { id: string }[] }).configurations.map((c) => c.id);

/** The lab's cores beside a row: the same as hdl/doc/timing.md's generated table. */
export const keySetupCores = (row: PublishedRow, ids: readonly string[] = prebuilt): string[] =>
  sharedKeySetupCores(row, ids);

interface Timing {
  keyBits: number;
  direction: string;
  keySetup: number;
  feedback: number;
}

/** What `npm run timing` measured: key setup and cycles a block with feedback, encrypting, at the row's key size. */
function measuredKeySetup(id: string, keyBits: number | undefined): { keySetup: number; block: number } | null {
  const timing =
    (measured as unknown as { configurations: Record<string, { timing?: Timing[] }> }).configurations[id]?.timing ?? [];
  const t = timing.find((x) => x.direction !== 'decrypt' && (keyBits === undefined || x.keyBits === keyBits));
  return t ? { keySetup: t.keySetup, block: t.feedback } : null;
}

/**
 * The key setup of an ECB run of lessonWorkload: the run resets the core, hands the key over in
 * cycle 0 and offers the blocks right behind it, so the first block is taken in the cycle before
 * it first sits in a register (hdl/timing.mjs counts the same way). Null when the probes do not
 * start at the run's first cycle or no block entered.
 */
export function keySetupOfRun(run: Pick<RunResult, 'probes' | 'probeFrom' | 'stages'>): number | null {
  if (run.probeFrom !== 0) return null;
  const i = run.probes.findIndex((w) => (w & 0x8000_0000) !== 0);
  return i < 0 ? null : Math.floor(i / run.stages) - 1;
}

interface Line {
  row: PublishedRow;
  /** The row's index in the table. */
  index: number;
  id: string | null;
}

export function KeySetupTable({
  spec,
  rows,
}: {
  spec: Extract<WidgetSpec, { type: 'paper-table' }>;
  rows: PublishedRow[];
}) {
  const { simCore, lab } = useLessonEnv();
  const cite = publishedFile.sources[spec.source];
  const lines = rows.flatMap<Line>((row, index) => {
    const cores = keySetupCores(row);
    return cores.length === 0 ? [{ row, index, id: null }] : cores.map((id) => ({ row, index, id }));
  });
  const [live, setLive] = useState<Record<string, { keySetup: number | null; block: number | null }>>({});
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function measure() {
    const out: typeof live = {};
    setBusy(true);
    try {
      const ids = lines.flatMap((l) => (l.id ? [l.id] : []));
      for (const [i, id] of ids.entries()) {
        setStatus(`Running ${id} on the RTL (${i + 1} of ${ids.length})…`);
        const keyBits = lines.find((l) => l.id === id)?.row.keyBits;
        // A few blocks right behind a new key: its key setup. Then CBC encryption: a block's cycles with feedback.
        const first = await lab.run(id, lessonWorkload(simCore, id, 'ecb', 4, 1, false, keyBits));
        const chained = await lab.run(id, lessonWorkload(simCore, id, 'cbc', 24, 1, false, keyBits));
        out[id] = { keySetup: keySetupOfRun(first.result), block: measureRun(simCore, chained.result).cyclesPerBlock };
        setLive({ ...out });
      }
      setStatus(
        'Measured just now on the RTL in your browser: the cycles from the key handshake until the first of 4 blocks is taken, and the cycles a block of 24 in CBC encryption.',
      );
    } catch (error) {
      setStatus(`The run failed: ${(error as Error).message}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <figure className="widget" data-testid="widget-paper-table" data-kind="key-setup">
      <div className="table-scroll">
        <table className="outputs paper-table">
          <thead>
            <tr>
              <th scope="col" rowSpan={2}>
                {spec.table}
              </th>
              <th scope="colgroup" colSpan={3}>
                the paper
              </th>
              <th scope="colgroup" colSpan={4}>
                the lab
              </th>
            </tr>
            <tr>
              <th scope="col">slices (key setup + core)</th>
              <th scope="col">key setup, µs</th>
              <th scope="col">÷ a block</th>
              <th scope="col">key setup, cycles</th>
              <th scope="col">a block with feedback, cycles</th>
              <th scope="col">÷ a block</th>
              <th scope="col">key setup at our Fmax</th>
            </tr>
          </thead>
          <tbody>
            {lines.map(({ row, index, id }) => {
              const m = id ? measuredKeySetup(id, row.keyBits) : null;
              const l = id ? live[id] : undefined;
              const keySetup = l ? l.keySetup : m?.keySetup;
              const block = l ? l.block : m?.block;
              const ratio =
                keySetup !== null && keySetup !== undefined && block !== null && block !== undefined && block > 0
                  ? keySetup / block
                  : null;
              const fmax = id ? referenceFigure(id)?.fmaxMHz : undefined;
              const first = lines.find((x) => x.index === index)!.id === id;
              const span = lines.filter((x) => x.index === index).length;
              return (
                <tr
                  key={`${index} ${id ?? ''}`}
                  data-testid={`paper-row-${index}`}
                  data-label={row.label}
                  data-cipher={row.cipher}
                  data-config={id ?? undefined}
                >
                  <th scope="row">
                    {row.label}
                    <br />
                    {id ? (
                      <a href={`?config=${id}`} className="detail">
                        {id}
                      </a>
                    ) : (
                      <span className="detail">no lab configuration: {row.note}</span>
                    )}
                  </th>
                  {first && (
                    <>
                      <td rowSpan={span}>
                        {row.slices ?? '–'}
                        {row.slicesKeySetup !== undefined && (
                          <span className="detail">
                            {row.slicesKeySetup} + {row.slicesCore}
                          </span>
                        )}
                      </td>
                      <td rowSpan={span}>{row.keySetupLatencyUs?.toFixed(2) ?? '–'}</td>
                      <td rowSpan={span}>{row.keySetupOverBlockTime?.toFixed(2) ?? '–'}</td>
                    </>
                  )}
                  <td className={l ? 'live' : undefined} data-testid="lab-key-setup">
                    {fmt(id ? keySetup : null)}
                  </td>
                  <td className={l ? 'live' : undefined} data-testid="lab-block">
                    {fmt(id ? block : null)}
                  </td>
                  <td data-testid="lab-ratio">{ratio === null ? '–' : ratio.toFixed(2)}</td>
                  <td>
                    {fmax && keySetup !== null && keySetup !== undefined ? (
                      <>
                        <span data-testid="lab-key-setup-us">{(keySetup / fmax).toFixed(2)}</span> µs
                        <span className="detail">at {fmax} MHz</span>
                      </>
                    ) : (
                      '–'
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <PaperTableActions measure={measure} busy={busy} status={status} />
      <figcaption>
        {cite?.cite}; {cite?.device}; 128-bit keys. Theirs: the time from a new key until encryption may start, and its
        ratio to one block&apos;s encryption time. The lab&apos;s: the cycles from the key&apos;s handshake until a
        block waiting behind it is taken, ÷ the core&apos;s cycles a block with feedback, and in µs at its Fmax on the{' '}
        {deviceName(referenceDevice)} (– where <code>npm run synth</code> has not measured it). A row that names no core
        of the lab has the cipher&apos;s one-round cores with an online key schedule beside it.
      </figcaption>
    </figure>
  );
}
