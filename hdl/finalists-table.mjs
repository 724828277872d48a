// The finalists compared as Markdown: each cipher's fastest prebuilt core on the ECP5-85F
// beside Elbirt et al.'s Tables 4 and 5 (AES3, 2000) regenerated, from the registry's files
// by registry/finalists.mjs's rule (the web lab's too), never typed. `npm run synth` and
// `npm run timing` rewrite them (hdl/doc/finalists.md); scripts/tests/finalists-table.test.mjs fails when a committed copy is stale.
// TPS divides throughput by LUT4 here and by CLB slices in Elbirt et al. (a slice of their
// Virtex holds two LUT4); block RAMs and multipliers are counted in neither, and the two
// tables are never put on one axis ("it is impossible to legitimately compare FPGAs from
// separate families").
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { earlierInputsFootnote, markEarlierInputs } from '../registry/earlier-inputs.mjs';
import {
  elbirtFastest,
  fastestPerCipher,
  finalistsOf,
  labPoints,
  leadText,
  leadVerdict,
  modeNames,
  noWinner,
  placementSpread,
  spreadSentence,
  unplotted,
  winners,
} from '../registry/finalists.mjs';
import { committedBlock, writeBlock } from './generated-block.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const finalistsDoc = path.join(here, 'doc', 'finalists.md');
const marks = {
  lab: ['<!-- generated: the finalists on the ECP5-85F (npm run synth) -->', '<!-- end generated finalists table -->'],
  elbirt: [
    '<!-- generated: Elbirt et al. Tables 4 and 5 from registry/published.json -->',
    '<!-- end generated Elbirt table -->',
  ],
};

const group = (n) => Math.round(n).toLocaleString('en');

/**
 * One line a mode: the fastest of the finalists and its lead over the next; with
 * `spread` (placementSpread's), whether the lead is wider than placement alone moves an Fmax.
 */
function winnerLines(best, spread = null) {
  return winners(best).map((w) => {
    if (!w.first) return `- ${modeNames[w.mode]}: ${noWinner}`;
    const verdict = leadVerdict(w.ratio, spread);
    return `- **${modeNames[w.mode]}:** ${leadText(w)}${verdict ? `: ${verdict}` : ''}`;
  });
}

/** spreadSentence's parts as Markdown. */
const spreadMarkdown = (spread) =>
  spreadSentence(spread)
    .map((part) => (typeof part === 'string' ? part : `\`${part.code}\``))
    .join('');

/**
 * The lab's table: `best` (fastestPerCipher's rows), the cores `left` out (unplotted's), the
 * placement `spread` (placementSpread's) and the `contest` the finalists were of (finalistsOf's).
 */
export function renderLabTable(best, left, spread, contest) {
  const rows = best.map(({ cipher, mode, point: p }) => {
    if (!p) return `| ${cipher.name} | ${modeNames[mode]} | no prebuilt core with an ECP5-85F Fmax | | | | | | | | |`;
    const keySetup = `${p.keySetup} (${(p.keySetup / p.fmaxMHz).toFixed(2)} µs)`;
    const fmax = `${p.fmaxMHz.toFixed(1)}${p.earlierInputs ? ' †' : ''}`;
    return `| ${cipher.name} | ${modeNames[mode]} | \`${p.id}\` (${p.architecture}) | ${group(p.luts)} | ${group(p.ffs)} | ${p.brams} | ${p.dsps} | ${fmax} | ${(p.mbps[mode] / 1000).toFixed(3)} | ${group(p.tps[mode])} | ${keySetup} |`;
  });
  const earlier = best.some((b) => b.point?.earlierInputs) ? [earlierInputsFootnote, ''] : [];
  return [
    marks.lab[0],
    '',
    '| cipher | modes | fastest prebuilt core | LUT4 | FF | DP16KD | MULT18 | Fmax MHz | Gbit/s | TPS (bit/s per LUT4) | key setup, cycles (at Fmax) |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows,
    '',
    ...earlier,
    ...(left.length ? [`Not compared: ${left.map((u) => `\`${u.id}\`, ${u.reason}`).join('; ')}.`, ''] : []),
    `The fastest ${contest} finalist on the ECP5-85F:`,
    '',
    ...winnerLines(best, spread),
    '',
    spreadMarkdown(spread),
    '',
    marks.lab[1],
  ].join('\n');
}

export function renderElbirtTable(best) {
  const throughput = (b) =>
    b.mode === 'stream' ? `${(b.mbps / 1000).toFixed(2)} Gbit/s` : `${b.mbps.toFixed(1)} Mbit/s`;
  const rows = best.map(
    (b) =>
      `| ${b.cipher.name} | ${modeNames[b.mode]} | ${b.row.label.replace(/^\S+ /, '')} | ${throughput(b)} | ${group(b.row.slices)} | ${group(b.tps)} |`,
  );
  return [
    marks.elbirt[0],
    '',
    '| finalist | modes | architecture | throughput | CLB slices | TPS (bit/s per slice) |',
    '| --- | --- | --- | ---: | ---: | ---: |',
    ...rows,
    '',
    'The fastest on their XCV1000:',
    '',
    ...winnerLines(best),
    '',
    marks.elbirt[1],
  ].join('\n');
}

const readJson = (relative) => JSON.parse(fs.readFileSync(path.join(here, '..', relative), 'utf8'));

/** Both tables as the committed registry files give them: { lab, elbirt }. */
export function finalistsTablesFromRegistry() {
  const ciphers = readJson('registry/ciphers.json');
  const configurations = readJson('registry/configurations.json').configurations.map((c) => c.id);
  const measured = readJson('registry/measured.json');
  const synthesis = markEarlierInputs(readJson('registry/synthesis.json'), readJson('registry/synthesis-stale.json'));
  const points = labPoints(ciphers, configurations, measured, synthesis);
  return {
    lab: renderLabTable(
      fastestPerCipher(ciphers, points),
      unplotted(configurations, measured, synthesis),
      placementSpread(synthesis),
      finalistsOf(ciphers).contest,
    ),
    elbirt: renderElbirtTable(elbirtFastest(readJson('registry/published.json'), ciphers)),
  };
}

/** The generated blocks of a committed file: { lab, elbirt } ('' where it has none). */
export function committedFinalistsTables(file) {
  return Object.fromEntries(Object.entries(marks).map(([name, m]) => [name, committedBlock(file, m)]));
}

/** Rewrite the generated blocks of `tables` in the finalists document. */
export function writeFinalistsTables(tables) {
  for (const name of Object.keys(marks)) writeBlock(finalistsDoc, marks[name], tables[name]);
}
