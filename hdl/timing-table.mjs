// The timing table of hdl/doc/timing.md: every registry configuration's measured timing,
// and the seed papers' cycles per block beside ours. Generated, never typed:
// `npm run timing` rewrites it; hdl/tests/timing.test.mjs fails when it is stale.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { committedBlock, writeBlock } from './generated-block.mjs';

export const timingDoc = path.join(path.dirname(fileURLToPath(import.meta.url)), 'doc', 'timing.md');
const begin = '<!-- generated: npm run timing -->';
const end = '<!-- end generated -->';
const marks = [begin, end];

const fmt = (x) => (Number.isInteger(x) ? String(x) : x.toFixed(3).replace(/0+$/, ''));

/** One markdown row per (configuration, key size, direction). */
export function timingRows(entry, results) {
  return results.map(
    (r) =>
      `| \`${entry.id}\` | ${r.keyBits} | ${r.direction} | ${r.keySetup}${r.handshakes > 1 ? ` (${r.handshakes} round keys)` : ''} | ${r.latency} | ${fmt(r.feedback)} | ${fmt(r.stream)} | ${r.inFlight} |`,
  );
}

/**
 * Paper vs measured cycles per block for every published row whose configuration we build.
 * A paper that gives one design on two devices (Moshopoulos et al. on the XCV400 and XCV1000,
 * Swankoski et al. on Virtex-II Pro and Virtex-4) has one cycle count for both: one row.
 */
export function fidelityRows(published, measured) {
  const rows = [];
  for (const p of published.rows) {
    for (const config of p.config) {
      const ours = measured.get(config)?.find((r) => r.keyBits === p.keyBits && r.direction !== 'decrypt');
      if (!ours) continue;
      const source = published.sources[p.source];
      for (const kind of ['stream', 'feedback']) {
        const theirs = p.cyclesPerBlock?.[kind];
        if (theirs === undefined) continue;
        const diff = ours[kind] - theirs;
        rows.push(
          `| ${source.cite.split(',')[0].replace(/ et al\.$/, '')} et al., ${p.table} | ${p.label} | \`${config}\` | ${kind} | ${fmt(theirs)} | ${fmt(ours[kind])} | ${diff === 0 ? 'same' : (diff > 0 ? '+' : '') + fmt(diff)} |`,
        );
      }
    }
  }
  return [...new Set(rows)];
}

// Mode columns of the modes table: [mode, direction, heading].
export const modeColumns = [
  ['ecb', 'encrypt', 'ECB enc'],
  ['ecb', 'decrypt', 'ECB dec'],
  ['ctr', 'encrypt', 'CTR'],
  ['cbc', 'encrypt', 'CBC enc'],
  ['cbc', 'decrypt', 'CBC dec'],
  ['cfb', 'encrypt', 'CFB enc'],
  ['cfb', 'decrypt', 'CFB dec'],
  ['ofb', 'encrypt', 'OFB'],
  ['interleavedCbc', 'encrypt', 'interleaved CBC enc'],
  ['multiStreamCbc', 'encrypt', 'multi-stream CBC enc'],
];

/** One markdown row per configuration: cycles per block in each mode it runs. */
export function modeRows(entry, rows) {
  if (!rows) return [];
  const cells = modeColumns.map(([mode, direction]) => {
    const r = rows.find((x) => x.mode === mode && x.direction === direction);
    if (!r) return '–';
    return r.chains > 1 ? `${fmt(r.cyclesPerBlock)} (N=${r.chains})` : fmt(r.cyclesPerBlock);
  });
  return [`| \`${entry.id}\` | ${cells.join(' | ')} |`];
}

export function renderTables(timing, fidelity, modes = []) {
  return [
    begin,
    '',
    '| configuration | key bits | direction | key setup | latency | feedback cycles/block | stream cycles/block | blocks in flight |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...timing,
    '',
    '### Beside the papers',
    '',
    '| paper | architecture | ours | mode | paper cycles/block | measured | difference |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...fidelity,
    '',
    '### Cycles per block in each mode',
    '',
    'Smallest key size, saturated input; interleaved CBC with N chains (as many as blocks fit,',
    'up to 64), multi-stream CBC with N streams (up to 16). Per-stage utilization of each run is',
    'in [`registry/measured.json`](../../registry/measured.json).',
    '',
    `| configuration | ${modeColumns.map((c) => c[2]).join(' | ')} |`,
    `| --- | ${modeColumns.map(() => '---').join(' | ')} |`,
    ...modes,
    '',
    end,
  ].join('\n');
}

/** The generated part of the committed document. */
export const committedTables = () => committedBlock(timingDoc, marks);

export const writeTables = (tables) => writeBlock(timingDoc, marks, tables);

/** registry/measured.json: what the web app shows as measured (rounded, stable order). */
export const measuredFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'registry', 'measured.json');
const round = (x) => Math.round(x * 1e6) / 1e6;

export function measuredJson(entries, timing, modes) {
  const configurations = {};
  for (const e of entries) {
    configurations[e.id] = {
      timing: timing.get(e.id) ?? null,
      modes: (modes.get(e.id) ?? []).map((r) => ({
        ...r,
        cyclesPerBlock: round(r.cyclesPerBlock),
        utilization: r.utilization.map(round),
      })),
    };
  }
  return { generatedBy: 'npm run timing (hdl/timing.mjs on the native Verilator models)', configurations };
}

export function committedMeasured() {
  return fs.existsSync(measuredFile) ? JSON.parse(fs.readFileSync(measuredFile, 'utf8')) : null;
}

export function writeMeasured(json) {
  fs.writeFileSync(measuredFile, `${JSON.stringify(json, null, 1)}\n`);
}
