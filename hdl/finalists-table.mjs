// The finalists compared: each cipher's best design of the lab beside Elbirt et al.'s Tables 4
// and 5 (AES3, 2000), generated from the registry's files, never typed. `npm run synth` and
// `npm run timing` rewrite it (hdl/doc/finalists.md, and the README's copy of the lab's
// table); scripts/tests/finalists-table.test.mjs fails when a committed copy is stale.
//
// Elbirt et al. call a finalist's optimal design the one of highest throughput, "in both FB
// and NFB modes", and set beside it its throughput per CLB slice (TPS = encryption rate /
// slices, Sec. 5). The lab does the same over its prebuilt cores on the ECP5-85F: throughput
// is the block size × the Fmax `npm run synth` measured (registry/synthesis.json) / the
// cycles a block `npm run timing` measured on the RTL (registry/measured.json: `stream` for
// non-feedback modes, `feedback` for feedback modes), and TPS divides it by the core's LUT4.
// A slice of their Virtex holds two LUT4, and block RAMs and multipliers are counted in
// neither; their figures and ours are never on one axis (Elbirt et al.: "it is impossible to
// legitimately compare FPGAs from separate families").
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const finalistsDoc = path.join(here, 'doc', 'finalists.md');
export const readmeDoc = path.join(here, '..', 'README.md');
const marks = {
  lab: ['<!-- generated: the finalists on the ECP5-85F (npm run synth) -->', '<!-- end generated finalists table -->'],
  elbirt: [
    '<!-- generated: Elbirt et al. Tables 4 and 5 from registry/published.json -->',
    '<!-- end generated Elbirt table -->',
  ],
};

const group = (n) => Math.round(n).toLocaleString('en');

/** "sp10m3" → "SP-10-3", "lu1" → "LU-1": the papers' names of an id's architecture field. */
export function architectureLabel(id) {
  const field = id.split('-')[2];
  const m = /^(lu|pp|sp)(\d+)(?:m(\d+))?$/.exec(field);
  if (!m) throw new Error(`${id}: no architecture field`);
  return [m[1].toUpperCase(), m[2], m[3]].filter(Boolean).join('-');
}

/**
 * Each cipher's fastest design in feedback and non-feedback modes among `configurations`
 * with an ECP5-85F Fmax; [{ cipher, mode: 'stream' | 'feedback', id, ... } | { cipher, mode,
 * missing }], in the order of ciphers.json.
 */
export function labBest(ciphers, configurations, measured, synthesis) {
  const best = [];
  for (const cipher of ciphers.ciphers) {
    const candidates = configurations
      .filter((id) => ciphers.ciphers.find((c) => id.startsWith(c.id)) === cipher)
      .map((id) => {
        const ecp5 = synthesis.configurations[id]?.['ecp5-85f'];
        const timing = measured.configurations[id]?.timing?.find((t) => t.direction !== 'decrypt');
        return ecp5?.fmaxMHz !== undefined && timing ? { id, ecp5, timing } : null;
      })
      .filter(Boolean);
    for (const mode of ['stream', 'feedback']) {
      const rated = candidates.map((c) => ({
        ...c,
        mbps: (cipher.blockBits * c.ecp5.fmaxMHz) / c.timing[mode],
      }));
      rated.sort((a, b) => b.mbps - a.mbps || a.id.localeCompare(b.id));
      best.push(rated.length ? { cipher, mode, ...rated[0] } : { cipher, mode, missing: true });
    }
  }
  return best;
}

/** Elbirt et al.'s Tables 4 and 5 regenerated: the fastest of their Tables 2 and 3 per finalist. */
export function elbirtBest(published, ciphers) {
  const rows = published.rows.filter((r) => r.source === 'elbirt2000' && r.throughputMbps);
  const best = [];
  for (const cipher of ciphers.ciphers) {
    for (const mode of ['stream', 'feedback']) {
      const rated = rows.filter((r) => r.cipher === cipher.id && r.throughputMbps[mode] !== undefined);
      rated.sort((a, b) => b.throughputMbps[mode] - a.throughputMbps[mode]);
      if (rated.length) best.push({ cipher, mode, row: rated[0], mbps: rated[0].throughputMbps[mode] });
    }
  }
  return best;
}

const modeName = { stream: 'non-feedback', feedback: 'feedback' };
// The five AES finalists; Triple DES is in the tables, beside them, but not in the contest.
const finalists = ['aes', 'serpent', 'twofish', 'rc6', 'mars'];

/** One line a mode: the fastest of the five AES finalists and its lead over the next. */
export function winners(best) {
  return ['stream', 'feedback'].map((mode) => {
    const rated = best
      .filter((b) => b.mode === mode && !b.missing && finalists.includes(b.cipher.id))
      .sort((a, b) => b.mbps - a.mbps);
    if (rated.length < 2) return `- ${modeName[mode]}: fewer than two finalists measured`;
    const [first, second] = rated;
    return `- **${modeName[mode]}:** ${first.cipher.name}, ${(first.mbps / second.mbps).toFixed(2)}× the next, ${second.cipher.name}`;
  });
}

export function renderLabTable(best) {
  const rows = best.map((b) => {
    if (b.missing)
      return `| ${b.cipher.name} | ${modeName[b.mode]} | no prebuilt core with an ECP5-85F Fmax | | | | | | | | |`;
    const { ecp5, timing } = b;
    const gbps = (b.mbps / 1000).toFixed(3);
    const tps = group((b.mbps * 1e6) / ecp5.luts);
    const keySetup = `${timing.keySetup} (${(timing.keySetup / ecp5.fmaxMHz).toFixed(2)} µs)`;
    return `| ${b.cipher.name} | ${modeName[b.mode]} | \`${b.id}\` (${architectureLabel(b.id)}) | ${group(ecp5.luts)} | ${group(ecp5.ffs)} | ${ecp5.brams ?? 0} | ${ecp5.dsps ?? 0} | ${ecp5.fmaxMHz.toFixed(1)} | ${gbps} | ${tps} | ${keySetup} |`;
  });
  return [
    marks.lab[0],
    '',
    '| cipher | modes | fastest prebuilt core | LUT4 | FF | DP16KD | MULT18 | Fmax MHz | Gbit/s | TPS (bit/s per LUT4) | key setup, cycles (at Fmax) |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows,
    '',
    'The fastest AES finalist on the ECP5-85F:',
    '',
    ...winners(best),
    '',
    marks.lab[1],
  ].join('\n');
}

export function renderElbirtTable(best) {
  const rows = best.map(
    (b) =>
      `| ${b.cipher.name} | ${modeName[b.mode]} | ${b.row.label.replace(/^\S+ /, '')} | ${b.mode === 'stream' ? (b.mbps / 1000).toFixed(2) + ' Gbit/s' : b.mbps.toFixed(1) + ' Mbit/s'} | ${group(b.row.slices)} | ${group((b.mbps * 1e6) / b.row.slices)} |`,
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
    ...winners(best),
    '',
    marks.elbirt[1],
  ].join('\n');
}

const readJson = (relative) => JSON.parse(fs.readFileSync(path.join(here, '..', relative), 'utf8'));

/** Both tables as the committed registry files give them: { lab, elbirt }. */
export function finalistsTablesFromRegistry() {
  const ciphers = readJson('registry/ciphers.json');
  const configurations = readJson('registry/configurations.json').configurations.map((c) => c.id);
  return {
    lab: renderLabTable(
      labBest(ciphers, configurations, readJson('registry/measured.json'), readJson('registry/synthesis.json')),
    ),
    elbirt: renderElbirtTable(elbirtBest(readJson('registry/published.json'), ciphers)),
  };
}

function block(text, [begin, end]) {
  const from = text.indexOf(begin);
  const to = text.indexOf(end);
  return from < 0 || to < 0 ? null : { from, to: to + end.length };
}

/** The generated blocks of a committed file: { lab, elbirt } ('' where it has none). */
export function committedFinalistsTables(file) {
  const text = fs.readFileSync(file, 'utf8');
  return Object.fromEntries(
    Object.entries(marks).map(([name, m]) => {
      const b = block(text, m);
      return [name, b ? text.slice(b.from, b.to) : ''];
    }),
  );
}

/** Rewrite every generated block of `tables` in the finalists document and the README. */
export function writeFinalistsTables(tables) {
  for (const file of [finalistsDoc, readmeDoc]) {
    let text = fs.readFileSync(file, 'utf8');
    for (const [name, table] of Object.entries(tables)) {
      const b = block(text, marks[name]);
      if (b) text = text.slice(0, b.from) + table + text.slice(b.to);
    }
    fs.writeFileSync(file, text);
  }
}
