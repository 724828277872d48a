// The finalists compared, as data: every prebuilt core as a point of area against throughput
// on the ECP5-85F, each cipher's fastest in non-feedback and feedback modes, and Elbirt et
// al.'s Tables 4 and 5 regenerated from their Tables 2 and 3 (AES3, 2000). Plain JS, as
// ciphers.mjs is, so the generated tables (hdl/finalists-table.mjs) and the web lab read one
// rule; each passes the registry's JSON files in.
//
// Elbirt et al. call a finalist's optimal design the one of highest throughput, in non-
// feedback and in feedback modes, and set beside it its throughput per CLB slice (TPS =
// encryption rate / slices). The lab's throughput is the block size × the ECP5-85F Fmax
// `npm run synth` measured (synthesis.json) ÷ the cycles a block `npm run timing` measured on
// the RTL (measured.json: `stream` for non-feedback modes, `feedback` for feedback modes);
// its TPS divides that by the core's LUT4.

import registryCiphers from './ciphers.json' with { type: 'json' };
import { cipherOfId } from './ciphers.mjs';

/** The device the finalists are compared on: every prebuilt core is placed and routed on it out of context. */
export const comparedDevice = { id: 'ecp5-85f', name: 'ECP5-85F' };

/** Throughput is compared in these two kinds of mode, as Elbirt et al.'s Tables 4 and 5. */
export const throughputModes = ['stream', 'feedback'];
export const modeNames = { stream: 'non-feedback', feedback: 'feedback' };

/**
 * The contest the compared ciphers were finalists of and their ids, from the description
 * `ciphers` (ciphers.json's `finalistOf`): { contest: 'AES', ids: [...] }. A cipher without
 * one (Triple DES) is shown beside them but is not in the contest; finalists of two contests
 * are refused, the page and the docs naming one.
 */
export function finalistsOf(ciphers) {
  const finalists = ciphers.ciphers.filter((c) => c.finalistOf);
  const contests = [...new Set(finalists.map((c) => c.finalistOf))];
  if (contests.length !== 1)
    throw new Error(
      `registry/ciphers.json: the finalists compared are of one contest, not ${contests.join(', ') || 'none'}`,
    );
  return { contest: contests[0], ids: finalists.map((c) => c.id) };
}

/** The finalists' ids in the registry's description (finalistsOf), for the page's filters. */
export const finalistIds = finalistsOf(registryCiphers).ids;

/** "sp10m3" → "SP-10-3", "lu1" → "LU-1", "bs1" → "BS-1": the papers' names of an id's architecture field. */
export function architectureLabel(id) {
  const field = id.split('-')[2];
  const m = /^(lu|pp|sp|bs)(\d+)(?:m(\d+))?$/.exec(field ?? '');
  if (!m) throw new Error(`${id}: no architecture field`);
  return [m[1].toUpperCase(), m[2], m[3]].filter(Boolean).join('-');
}

/**
 * Every configuration of `configurations` (ids) with an Fmax on `device` (a key of
 * synthesis.json's `devices`; the ECP5-85F, where every core is placed and routed out of
 * context, unless named) and measured timing, as a point: { id, cipher, architecture, luts,
 * ffs, brams, dsps, fmaxMHz, placer, keySetup, cycles: { stream, feedback }, mbps: { stream,
 * feedback }, tps: { stream, feedback }, earlierInputs }. Timing is the first encrypting entry
 * of measured.json (its smallest key size). `synthesis` is synthesis.json marked by
 * earlier-inputs.mjs's markEarlierInputs: `earlierInputs` says its figure on the device was
 * measured before the core's RTL or the flow last changed.
 */
export function labPoints(ciphers, configurations, measured, synthesis, device = comparedDevice.id) {
  const points = [];
  for (const id of configurations) {
    const cipher = cipherOfId(ciphers, id)?.cipher;
    const figure = synthesis.configurations[id]?.[device];
    const timing = measured.configurations[id]?.timing?.find((t) => t.direction !== 'decrypt');
    if (!cipher || figure?.fmaxMHz === undefined || !timing) continue;
    const cycles = { stream: timing.stream, feedback: timing.feedback };
    /** @type {Record<string, number>} */
    const mbps = {};
    /** @type {Record<string, number>} */
    const tps = {};
    for (const mode of throughputModes) {
      mbps[mode] = (cipher.blockBits * figure.fmaxMHz) / cycles[mode];
      tps[mode] = (mbps[mode] * 1e6) / figure.luts;
    }
    points.push({
      id,
      cipher,
      architecture: architectureLabel(id),
      luts: figure.luts,
      ffs: figure.ffs,
      brams: figure.brams ?? 0,
      dsps: figure.dsps ?? 0,
      fmaxMHz: figure.fmaxMHz,
      placer: figure.placer,
      earlierInputs: figure.earlierInputs ?? false,
      keySetup: timing.keySetup,
      cycles,
      mbps,
      tps,
    });
  }
  return points;
}

/**
 * The configurations labPoints leaves out on `device` (by default comparedDevice; `name` is how
 * the reasons call it), each with why and, where a command would measure what is missing, the
 * command: [{ id, reason, command }] (command null when none can: the core does not fit, or was
 * not placed). The page and the docs say what they do not know rather than leave a core out
 * silently.
 */
export function unplotted(configurations, measured, synthesis, device = comparedDevice.id, name = comparedDevice.name) {
  const out = [];
  for (const id of configurations) {
    const figure = synthesis.configurations[id]?.[device];
    const synth = `npm run synth -- --figures ${id}`;
    let reason = null;
    let command = null;
    if (!figure) [reason, command] = [`not synthesised for the ${name} yet (npm run synth)`, synth];
    else if (figure.fits === false) reason = `does not fit the ${name}`;
    else if (figure.placed === false) reason = `nextpnr placed it on the ${name} with neither placer: no Fmax`;
    else if (figure.fmaxMHz === undefined) [reason, command] = [`no ${name} Fmax yet (npm run synth)`, synth];
    else if (!measured.configurations[id]?.timing?.some((t) => t.direction !== 'decrypt'))
      [reason, command] = ['its cycles a block are not measured yet (npm run timing)', 'npm run timing'];
    if (reason) out.push({ id, reason, command });
  }
  return out;
}

/**
 * Each cipher's fastest point in each mode: [{ cipher, mode, point } | { cipher, mode,
 * point: null }], in the order of ciphers.json.
 */
export function fastestPerCipher(ciphers, points) {
  const best = [];
  for (const cipher of ciphers.ciphers) {
    for (const mode of throughputModes) {
      const own = points
        .filter((p) => p.cipher.id === cipher.id)
        .sort((a, b) => b.mbps[mode] - a.mbps[mode] || a.id.localeCompare(b.id));
      best.push({ cipher, mode, point: own[0] ?? null, mbps: own[0]?.mbps[mode] });
    }
  }
  return best;
}

/** Elbirt et al.'s Tables 4 and 5: the fastest row of their Tables 2 and 3 per finalist and mode. */
export function elbirtFastest(published, ciphers) {
  const rows = published.rows.filter((r) => r.source === 'elbirt2000' && r.throughputMbps);
  const best = [];
  for (const cipher of ciphers.ciphers) {
    for (const mode of throughputModes) {
      const rated = rows
        .filter((r) => r.cipher === cipher.id && r.throughputMbps[mode] !== undefined)
        .sort((a, b) => b.throughputMbps[mode] - a.throughputMbps[mode]);
      if (rated.length)
        best.push({
          cipher,
          mode,
          row: rated[0],
          mbps: rated[0].throughputMbps[mode],
          tps: (rated[0].throughputMbps[mode] * 1e6) / rated[0].slices,
        });
    }
  }
  return best;
}

/**
 * How far placement alone moves an Fmax on the ECP5-85F: the ratio of nextpnr-ecp5's two
 * placers' Fmax on one netlist (synthesis.json keeps both), over every prebuilt core both
 * placed. { ratio, id } of the widest, or null when no core has both. The lab's Fmax is one
 * placement (seed 1, the better placer), so a lead no wider than this is no result.
 */
export function placementSpread(synthesis) {
  let widest = null;
  for (const [id, figures] of Object.entries(synthesis.configurations)) {
    const fmax = Object.values(figures['ecp5-85f']?.placers ?? {})
      .map((p) => p.fmaxMHz)
      .filter((f) => f !== undefined);
    if (fmax.length < 2) continue;
    const ratio = Math.max(...fmax) / Math.min(...fmax);
    if (!widest || ratio > widest.ratio) widest = { ratio, id };
  }
  return widest;
}

/**
 * The fastest finalist (a cipher with `finalistOf`) in each mode and its lead over the next,
 * from `best` (either function above's rows): [{ mode, first, second, ratio } | { mode, first: null }].
 */
export function winners(best) {
  return throughputModes.map((mode) => {
    const rated = best
      .filter((b) => b.mode === mode && b.mbps !== undefined && b.cipher.finalistOf)
      .sort((a, b) => b.mbps - a.mbps);
    if (rated.length < 2) return { mode, first: null };
    return { mode, first: rated[0], second: rated[1], ratio: rated[0].mbps / rated[1].mbps };
  });
}

/** How the lab and the docs say a mode has fewer than two finalists measured. */
export const noWinner = 'fewer than two finalists measured';

/** A winner's lead in words: "AES, 1.16× the next, Serpent" (null without one). */
export function leadText(w) {
  return w.first ? `${w.first.cipher.name}, ${w.ratio.toFixed(2)}× the next, ${w.second.cipher.name}` : null;
}

/**
 * Whether a lead of `ratio` is wider than placement alone moves an Fmax (placementSpread's
 * `spread`): the words the page and the docs add after it, or null when there is no spread.
 */
export function leadVerdict(ratio, spread) {
  if (!spread) return null;
  return ratio > spread.ratio ? 'wider than the placement spread, a result' : 'within the placement spread, no result';
}

/**
 * The sentence on how sure the lab's leads are, naming placementSpread's widest core, as
 * parts: strings, and { code } for the core's id (backticks in Markdown, <code> on the page).
 */
export function spreadSentence(spread) {
  if (!spread)
    return ["No core was placed by both of nextpnr-ecp5's placers: how far placement moves an Fmax is not measured."];
  return [
    `Each Fmax is one placement: seed 1, the better of nextpnr-ecp5's two placers. On one netlist the two placers differ by up to ${spread.ratio.toFixed(2)}× (`,
    { code: spread.id },
    `, ${architectureLabel(spread.id)}), so a lead no wider than that is no result.`,
  ];
}
