// The timing table of hdl/doc/timing.md: every registry configuration's measured timing,
// and the seed papers' cycles per block beside ours. Generated, never typed:
// `npm run timing` rewrites it; hdl/tests/timing.test.mjs fails when it is stale.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const timingDoc = path.join(path.dirname(fileURLToPath(import.meta.url)), 'doc', 'timing.md');
const begin = '<!-- generated: npm run timing -->';
const end = '<!-- end generated -->';

const fmt = (x) => (Number.isInteger(x) ? String(x) : x.toFixed(3).replace(/0+$/, ''));

/** One markdown row per (configuration, key size, direction). */
export function timingRows(entry, results) {
  return results.map(
    (r) =>
      `| \`${entry.id}\` | ${r.keyBits} | ${r.direction} | ${r.keySetup}${r.handshakes > 1 ? ` (${r.handshakes} round keys)` : ''} | ${r.latency} | ${fmt(r.feedback)} | ${fmt(r.stream)} | ${r.inFlight} |`,
  );
}

/** Paper vs measured cycles per block for every published row whose configuration we build. */
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
          `| ${source.cite.split(',')[0]} et al., ${p.table} | ${p.label} | \`${config}\` | ${kind} | ${fmt(theirs)} | ${fmt(ours[kind])} | ${diff === 0 ? 'same' : (diff > 0 ? '+' : '') + fmt(diff)} |`,
        );
      }
    }
  }
  return rows;
}

export function renderTables(timing, fidelity) {
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
    end,
  ].join('\n');
}

/** The generated part of the committed document. */
export function committedTables() {
  const text = fs.readFileSync(timingDoc, 'utf8');
  const from = text.indexOf(begin);
  const to = text.indexOf(end);
  return from < 0 || to < 0 ? '' : text.slice(from, to + end.length);
}

export function writeTables(tables) {
  const text = fs.readFileSync(timingDoc, 'utf8');
  const from = text.indexOf(begin);
  const to = text.indexOf(end);
  fs.writeFileSync(timingDoc, text.slice(0, from) + tables + text.slice(to + end.length));
}
