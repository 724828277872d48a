// Dandalis et al.'s key-setup figures (Tables 1–5) beside the lab's cores measured the same way:
// the paper's key-setup latency, in µs and ÷ one block's encryption time, and the lab's. The
// lab's key setup is what `npm run timing` measured on the RTL (registry/measured.json: cycles
// from the key's handshake until a block waiting behind it is taken), its ratio to the core's
// cycles a block with feedback, and the time at the core's ECP5-85F Fmax; `live` figures, measured
// in the browser, replace them where given. The cores beside a row are hdl/key-setup-table.mjs's
// (hdl/doc/timing.md's generated table): the row's own, or where it names none, the cipher's
// prebuilt one-round (LU-1) cores with a 128-bit key and an online key schedule, the nearest to
// Dandalis et al.'s single-round designs. A lesson's ::paper-table (KeySetupTable, with a button
// that measures again) and the finalists view (?finalists) show this one table.
import type { ReactNode } from 'react';
import type { PublishedRow } from '../throughput/published';
import { publishedFile } from '../throughput/published';
import {
  deviceName,
  earlierInputsNote,
  earlierInputsWhy,
  referenceDevice,
  referenceFigure,
} from '../throughput/synthesis';
import measured from '@registry/measured.json';
import configurations from '@registry/configurations.json';
import { fmt } from './lessons/widgets/common';
import { keySetupCores as sharedKeySetupCores } from '@hdl/key-setup-cores.mjs';
import { PaperRowHeading } from './PaperRowHeading';
import { FigureExport } from '../export/FigureExport';

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

/** Figures measured in the browser for a core: they replace `npm run timing`'s. */
export type LiveKeySetup = Record<string, { keySetup: number | null; block: number | null }>;

/** A line of the table: a row of the paper's and one lab core beside it. */
export interface KeySetupLine {
  row: PublishedRow;
  /** The row's index in the table. */
  index: number;
  id: string | null;
}

/** One line per lab core beside a row (a row with none keeps one line). */
export function keySetupLines(rows: PublishedRow[]): KeySetupLine[] {
  return rows.flatMap<KeySetupLine>((row, index) => {
    const cores = keySetupCores(row);
    return cores.length === 0 ? [{ row, index, id: null }] : cores.map((id) => ({ row, index, id }));
  });
}

type KeySetupFigureProps = {
  /** The paper's table, the first column's heading. */
  table: string;
  /** The paper, a key of registry/published.json's sources. */
  source: string;
  live?: LiveKeySetup;
  className?: string;
  testId: string;
  /** Shown between the table and its caption (a lesson's measure button). */
  children?: ReactNode;
} & (
  | {
      /** The paper's rows: the figure finds the lab's cores beside them (keySetupLines). */
      rows: PublishedRow[];
      lines?: never;
    }
  | {
      /** keySetupLines(rows), where the caller has them already (KeySetupTable measures their cores). */
      lines: KeySetupLine[];
      rows?: never;
    }
);

export function KeySetupFigure({
  table,
  source,
  live = {},
  className = 'widget',
  testId,
  children,
  ...given
}: KeySetupFigureProps) {
  const cite = publishedFile.sources[source];
  const lines = given.lines ?? keySetupLines(given.rows);
  // Rows from several of the paper's tables (the finalists view's) name theirs.
  const severalTables = lines.some((l) => l.row.table !== lines[0]?.row.table);
  return (
    <figure className={className} data-testid={testId} data-kind="key-setup">
      <FigureExport
        title={`Key setup against a block's latency: ${cite?.cite ?? source}`}
        name={`${testId ?? 'key-setup'}-table`}
        table={() => document.querySelector<HTMLTableElement>(`[data-testid="${testId}"] table`)}
      />
      <div className="table-scroll">
        <table className="outputs paper-table">
          <thead>
            <tr>
              <th scope="col" rowSpan={2}>
                {table}
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
              const reference = id ? referenceFigure(id) : null;
              const fmax = reference?.fmaxMHz;
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
                  <PaperRowHeading row={row} id={id} withTable={severalTables} />
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
                        <span className="detail">
                          at {fmax} MHz
                          {reference?.earlierInputs && (
                            <span title={earlierInputsWhy} data-testid="lab-fmax-earlier">
                              {' '}
                              †
                            </span>
                          )}
                        </span>
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
      {children}
      <figcaption>
        {cite?.cite}; {cite?.device}; 128-bit keys. Theirs: the time from a new key until encryption may start, and its
        ratio to one block&apos;s encryption time. The lab&apos;s: the cycles from the key&apos;s handshake until a
        block waiting behind it is taken, ÷ the core&apos;s cycles a block with feedback, and in µs at its Fmax on the{' '}
        {deviceName(referenceDevice)} (– where <code>npm run synth</code> has not measured it; † an Fmax{' '}
        {earlierInputsNote}: {earlierInputsWhy}). A row that names no core of the lab has the cipher&apos;s one-round
        cores with an online key schedule beside it.
      </figcaption>
    </figure>
  );
}
