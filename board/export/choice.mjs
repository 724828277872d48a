// Which board and which form of a core the board export starts from, judged from what
// `npm run synth` measured (registry/synthesis.json): the board dialog opens on this choice
// and the board tests build it (board/tests/export.test.mjs), so the first thing a user
// downloads is a project whose `make` has been run. Pure: the caller passes the figures,
// the boards and the prebuilt configuration ids (and may pass the cipher description, else
// registry/ciphers.json's is read), so it runs in Node and in the browser.
import { checkFit } from '../fit.mjs';
import { cipherOfId } from '../../registry/ciphers.mjs';
import registryCiphers from '../../registry/ciphers.json' with { type: 'json' };

/**
 * A run-time-mode core (`-all`, the lab's simulators) keeps 64 chaining values of 128 bits
 * (hdl/top.mjs modeChains, cs_mode.sv chain_q): 8,192 flip-flops before anything else.
 */
export const RUN_TIME_CHAIN_FFS = 64 * 128;

/**
 * What the board top level (UART, transmit FIFO, command interface: hdl/rtl/board/) adds
 * to a core-alone figure, in the family's units: the fit check's Yosys count of the exported
 * design (npm run export) minus the registry's core-alone figure, the larger of two cores.
 * ECP5: aes128-enc-lu1-bram-online-ecb 2,298 LUT4, 1,058 FFs, 13 DP16KD against 1,177, 285,
 * 12; aes128-enc-lu1-lut-online-ecb 10,484, 1,186, 1 against 7,725, 413, 0. Artix-7: the
 * same cores 2,046 LUT6, 1,197 FFs, 1 RAMB36 against 2,760, 445, 0, and 3,349, 1,165, 1
 * against 2,488, 413, 0. (Synthesized together, Yosys maps the core differently: the LUT
 * difference is not the top level's alone, hence the larger.) The iCE40UP5K figures are
 * measured with the board top level already.
 */
export const BOARD_TOP = Object.freeze({
  ecp5: Object.freeze({ luts: 2759, ffs: 773, brams: 1 }),
  xilinx7: Object.freeze({ luts: 861, ffs: 752, brams: 1 }),
});

/** Speed grade of the registry's ECP5 figures (LFE5U-85F-6). */
const ECP5_FIGURE_SPEED = 6;

/** The figure device of registry/synthesis.json that describes a board, or null. */
export function figureDevice(board) {
  if (board.fpga.family === 'ice40' && board.fpga.device === 'iCE40UP5K') return 'ice40-up5k';
  if (board.fpga.family === 'ecp5') return 'ecp5-85f';
  if (board.fpga.family === 'xilinx7') return 'artix7';
  return null;
}

/**
 * The form a board export takes of a configuration by default: a run-time-mode core's ECB
 * form (`-all` → `-ecb`, the single-mode core synthesis measures: scripts/lib/synth-figures.mjs
 * figureConfigId), any other configuration itself.
 */
export function boardFormId(configId) {
  return configId.endsWith('-all') ? `${configId.slice(0, -'-all'.length)}-ecb` : configId;
}

/** The registry entry measuring `configId`: its own, or the one whose board form it is. */
export function figureEntry(synthesis, configId) {
  const own = synthesis.configurations[configId];
  if (own) return own;
  return Object.values(synthesis.configurations).find((e) => e.core === configId) ?? null;
}

/**
 * Does `configId` fit `board`, by the figures? The verdict and why:
 * - fits: a figure of exactly this core says it fits, and where the figure has an Fmax, it
 *   meets the board's clock (`why` 'fits');
 * - too-big: a figure says it does not fit ('too-many'), its ECB form already does not
 *   ('ecb-too-big'), or a run-time-mode core's chaining registers alone exceed the board's
 *   flip-flops ('chain-registers');
 * - too-slow: it fits, but its Fmax is below the board's clock ('too-slow');
 * - unverified: no figure ('no-figure'), a run-time-mode core whose ECB form fits
 *   ('run-time-modes'), an ECP5 core nextpnr did not place ('not-placed'), an area estimate
 *   with neither placement nor timing (Artix-7, 'estimate'), or a figure below the clock at
 *   a slower speed grade than the board's ('faster-grade').
 * `need` is what the board needs for the core with the board top level (the figure plus
 * BOARD_TOP where the figure is of the core alone); `problem` is checkFit's message.
 */
export function judgeFit(synthesis, configId, board) {
  const device = figureDevice(board);
  const entry = figureEntry(synthesis, configId);
  const figure = device && entry ? (entry[device] ?? null) : null;
  const exact = Boolean(entry) && entry.core === configId;
  const base = { device, entry, figure, exact, need: null, problem: null };
  const runTime = configId.endsWith('-all');
  const chainProblem = runTime && RUN_TIME_CHAIN_FFS > board.resources.ffs;

  if (!figure) {
    if (chainProblem) return { ...base, verdict: 'too-big', why: 'chain-registers' };
    return { ...base, verdict: 'unverified', why: 'no-figure' };
  }
  const top = device === 'ice40-up5k' ? null : BOARD_TOP[board.fpga.family];
  // Multiplier blocks (RC6's `*`) count where the figure has them; the board top uses none.
  const dsps = figure.dsps ? { dsps: figure.dsps } : {};
  const need = top
    ? { luts: figure.luts + top.luts, ffs: figure.ffs + top.ffs, brams: figure.brams + top.brams, ...dsps }
    : { luts: figure.luts, ffs: figure.ffs, brams: figure.brams, ...dsps };
  const problem =
    figure.fits === false
      ? (figure.reason ?? checkFit(board, { ...need, name: entry.core }))
      : checkFit(board, { ...need, name: entry.core });
  const judged = { ...base, need, problem };

  if (problem) return { ...judged, verdict: 'too-big', why: exact ? 'too-many' : 'ecb-too-big' };
  if (chainProblem) return { ...judged, verdict: 'too-big', why: 'chain-registers' };
  if (!exact) return { ...judged, verdict: 'unverified', why: 'run-time-modes' };
  if (figure.placed === false) return { ...judged, verdict: 'unverified', why: 'not-placed' };
  // Yosys's Artix-7 counts are an estimate: nothing placed the core or timed it.
  if (figure.estimate) return { ...judged, verdict: 'unverified', why: 'estimate' };
  if (figure.fmaxMHz !== undefined && figure.fmaxMHz * 1e6 < board.clock.hz) {
    const faster = device === 'ecp5-85f' && Number(board.fpga.speed) > ECP5_FIGURE_SPEED;
    return faster
      ? { ...judged, verdict: 'unverified', why: 'faster-grade' }
      : { ...judged, verdict: 'too-slow', why: 'too-slow' };
  }
  return { ...judged, verdict: 'fits', why: 'fits' };
}

/**
 * `serpent128-enc-…` → { cipher: 'serpent', keySize: 'serpent128', direction: 'enc' }: the
 * cipher the description `ciphers` says the first field names (`rc6128` is RC6's), null for none.
 */
function idFields(configId, ciphers) {
  const [keySize, direction] = configId.split('-');
  return { cipher: cipherOfId(ciphers, configId)?.cipher.id ?? null, keySize, direction };
}

/**
 * A prebuilt configuration to offer when `configId` fits no board: of the same cipher if
 * one fits (a Serpent core is offered a Serpent core where the figures say one fits, and an
 * AES core only where none does), of the same direction (enc, dec, encdec) among those if
 * one fits, and of the same key size among those if one fits; the
 * one whose board form fits the most boards, the first in the registry's order among equals.
 * Null when no prebuilt core fits any board.
 * @returns {{ config: string, form: string, boards: string[] } | null}
 */
export function suggestCore({ synthesis, configId, boards, prebuilt, ciphers = registryCiphers }) {
  const want = idFields(configId, ciphers);
  const candidates = prebuilt
    .filter((id) => id !== configId)
    .map((id, order) => ({
      id,
      order,
      fields: idFields(id, ciphers),
      boards: boards.filter((b) => judgeFit(synthesis, boardFormId(id), b).verdict === 'fits').map((b) => b.id),
    }))
    .filter((c) => c.boards.length > 0);
  const rank = (c) => [
    c.fields.cipher === want.cipher ? 0 : 1,
    c.fields.direction === want.direction ? 0 : 1,
    c.fields.keySize === want.keySize ? 0 : 1,
    -c.boards.length,
    c.order,
  ];
  const best = candidates.sort((a, b) => {
    const [ra, rb] = [rank(a), rank(b)];
    const i = ra.findIndex((x, k) => x !== rb[k]);
    return i < 0 ? 0 : ra[i] - rb[i];
  })[0];
  return best ? { config: best.id, form: boardFormId(best.id), boards: best.boards } : null;
}

/**
 * The board export's first choice for the lab's configuration `configId`: its board form
 * (boardFormId), on the first board, in `boards`' order, whose figures say that form fits.
 * When none does: `fitsNone`, the first board with no verdict against it (else the first
 * board), and a prebuilt core that does fit (suggestCore). `measured`: some board has a
 * figure of the form at all.
 * @param {{ synthesis: object, configId: string, boards: object[], prebuilt: string[], ciphers?: object }} input
 * @returns {{ board: string, config: string, verdict: string, why: string, fitsNone: boolean,
 *   measured: boolean, suggestion: { config: string, form: string, boards: string[] } | null }}
 */
export function defaultChoice({ synthesis, configId, boards, prebuilt, ciphers = registryCiphers }) {
  const config = boardFormId(configId);
  const judged = boards.map((board) => ({ board, fit: judgeFit(synthesis, config, board) }));
  const fitting = judged.find((j) => j.fit.verdict === 'fits');
  if (fitting) {
    return {
      board: fitting.board.id,
      config,
      verdict: 'fits',
      why: 'fits',
      fitsNone: false,
      measured: true,
      suggestion: null,
    };
  }
  const open = judged.find((j) => j.fit.verdict === 'unverified') ?? judged[0];
  return {
    board: open.board.id,
    config,
    verdict: open.fit.verdict,
    why: open.fit.why,
    fitsNone: true,
    measured: judged.some((j) => j.fit.figure),
    suggestion: suggestCore({ synthesis, configId, boards, prebuilt, ciphers }),
  };
}
