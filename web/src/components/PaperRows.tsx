// The papers' rows the configuration shown reproduces (registry/published.json's `config`),
// named as the paper names them ("Elbirt et al. 2000, Tables 2 and 3, RC6 LU-1"), the paper's
// cycles a block and throughput beside the cycles `npm run timing` measured on this RTL
// (registry/measured.json): a row opened from a paper table, a lesson or the finalists view
// says which row it is.
import { paperWho, publishedRowsFor, type PublishedRow } from '../throughput/published';
import { measuredEncryptTiming, measuredKeySetup } from '../throughput/measured';
import { grouped } from '../numbers';

const cycles = (n: number | undefined) => (n === undefined ? '–' : grouped(n));

/** One row in words: its name, the paper's figures, and this RTL's. */
export function paperRowText(row: PublishedRow, id: string): string {
  const paper = row.cyclesPerBlock;
  const name = `${paperWho(row)}, ${row.table}, ${row.label}`;
  if (!paper?.stream) return row.keySetupLatencyUs === undefined ? `${name}.` : `${name}: ${keySetupText(row, id)}.`;
  const theirs =
    paper.feedback === undefined
      ? `${cycles(paper.stream)} cycles a block`
      : `${cycles(paper.stream)} cycles a block without feedback, ${cycles(paper.feedback)} with`;
  const rate =
    row.throughputMbps?.stream !== undefined && row.clockMHz !== undefined
      ? ` (${grouped(row.throughputMbps.stream)} Mbit/s at ${row.clockMHz} MHz)`
      : '';
  const m = measuredEncryptTiming(id, row.keyBits);
  const ours = !m
    ? 'this RTL is not measured yet (npm run timing)'
    : paper.feedback === undefined
      ? `this RTL ${cycles(m.stream)}`
      : `this RTL ${cycles(m.stream)} and ${cycles(m.feedback)}`;
  return `${name}: the paper ${theirs}${rate}; ${ours}.`;
}

/** A key-setup row (Dandalis et al.): the paper's latency and its ratio to a block, beside this RTL's cycles. */
function keySetupText(row: PublishedRow, id: string): string {
  const ratio = row.keySetupOverBlockTime === undefined ? '' : `, ${row.keySetupOverBlockTime} of a block`;
  const theirs = `the paper's key setup ${row.keySetupLatencyUs} µs${ratio}`;
  const setup = measuredKeySetup(id);
  const block = measuredEncryptTiming(id, row.keyBits)?.feedback;
  if (!setup) return `${theirs}; this RTL's is not measured yet (npm run timing)`;
  const ours = block ? `, ${(setup.cycles / block).toFixed(2)} of a block` : '';
  return `${theirs}; this RTL ${cycles(setup.cycles)} cycles from the key to the first block${ours}`;
}

export function PaperRows({ configId }: { configId: string }) {
  const rows = publishedRowsFor(configId);
  if (rows.length === 0) return null;
  return (
    <div className="note paper-rows" data-testid="paper-rows">
      <span className="label">{rows.length === 1 ? 'The paper’s row:' : 'The papers’ rows:'}</span>
      <ul>
        {rows.map((row) => (
          <li key={`${row.source} ${row.table} ${row.label}`} data-testid="paper-row" data-source={row.source}>
            {paperRowText(row, configId)}
          </li>
        ))}
      </ul>
    </div>
  );
}
