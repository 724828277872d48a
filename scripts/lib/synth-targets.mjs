// The README's synthesis targets, measured: each row's figures read from registry/synthesis.json
// and measured.json and its status decided by the target's own rule, never typed. The README
// names these targets (the brief's); a row here says which core answers one and how to read it.
// `npm run synth` and `npm run timing` rewrite the block with the synthesis tables
// (scripts/lib/synth-table.mjs), whose test fails while the committed copy is stale.
import { boardById } from '../../board/boards.mjs';

const n = (x, digits = 0) => x.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const mhz = (f) => `${n(f.fmaxMHz, 1)} MHz`;
const dagger = (f) => (f?.earlierInputs ? ' †' : '');

/** ECB encryption's cycles a block of `id`, measured on the RTL (measured.json), or undefined. */
export function measuredEcbCycles(measured, id) {
  return measured.configurations?.[id]?.modes?.find((m) => m.mode === 'ecb' && m.direction === 'encrypt')
    ?.cyclesPerBlock;
}

/** The same, where a target cannot be judged without it. */
function ecbCycles(measured, id) {
  const cycles = measuredEcbCycles(measured, id);
  if (!cycles) throw new Error(`registry/measured.json has no ECB cycles of ${id}: run npm run timing`);
  return cycles;
}

/** The iCEBreaker's iCE40UP5K and its clock, from its board file: what "fits the board" is measured against. */
const iceBreaker = boardById('icebreaker');
export const up5k = {
  logicCells: iceBreaker.resources.luts,
  ebr: iceBreaker.resources.brams,
  boardMHz: iceBreaker.clock.hz / 1e6,
};

/**
 * Each target: its words, its device and flow, and `measure({ figure, mbps })` → { measured,
 * status }, where `figure(id, device)` is the (marked) synthesis figure or null and `mbps(id,
 * f)` the ECB throughput at that figure's Fmax by sim-core's formula.
 */
export const targets = [
  {
    target: 'AES-128 iterative encrypt + decrypt fits the iCE40UP5K (block-RAM S-boxes)',
    flow: 'iCE40UP5K, `synth_ice40` + nextpnr-ice40 0.4, with the board top and UART',
    measure({ figure }) {
      const id = 'aes128-encdec-lu1-bram-online-all';
      const f = figure(id, 'ice40-up5k');
      const core = `\`${id.replace(/-all$/, '-ecb')}\``;
      if (!f) return { measured: `${core}: not measured yet (npm run synth)`, status: 'not measured' };
      if (f.fits === false)
        return { measured: `${core}: does not fit (${n(f.luts)} LUT4)${dagger(f)}`, status: 'not met' };
      const cells = f.logicCells
        ? `; ${n(f.logicCells)} of ${n(up5k.logicCells)} logic cells (${Math.round((100 * f.logicCells) / up5k.logicCells)} %)`
        : '';
      const measured = `${core}: ${n(f.luts)} LUT4, ${n(f.ffs)} FF, ${f.brams} of ${up5k.ebr} EBR${cells}, ${mhz(f)} against the iCEBreaker's ${up5k.boardMHz} MHz (${f.date})${dagger(f)}`;
      return { measured, status: f.fmaxMHz >= up5k.boardMHz ? 'met' : 'fits, below the board clock' };
    },
  },
  {
    target: 'iterative AES-128 encryptor on iCE40 HX8K: ≥ 90 kbit/s per LUT4',
    flow: 'iCE40HX8K-CT256, `synth_ice40` of the core alone for area, nextpnr-ice40 0.4 with the core behind two pins for Fmax (`hdl/rtl/measure/cs_serial_ports.sv`)',
    measure({ figure, mbps, cycles }) {
      const perLut = (id, f) => (mbps(id, f) * 1000) / f.luts;
      const id = 'aes128-enc-lu1-bram-online-all';
      const f = figure(id, 'ice40-hx8k');
      if (!f?.fmaxMHz) return { measured: `\`${id}\`: no HX8K Fmax yet (npm run synth)`, status: 'not measured' };
      const best = perLut(id, f);
      let measured = `\`${id.replace(/-all$/, '-ecb')}\`: ${n(f.luts)} LUT4 + ${f.brams} EBR, ${mhz(f)}, ${cycles(id)} cycles a block = ${n(mbps(id, f) / 1000, 2)} Gbit/s, **${n(best)} kbit/s per LUT4** (${f.date})${dagger(f)}`;
      const composite = 'aes128-enc-lu1-cfp-online-all';
      const c = figure(composite, 'ice40-hx8k');
      if (c?.fmaxMHz)
        measured += `; with the five-stage composite S-box (no block RAM), ${n(c.luts)} LUT4 at ${mhz(c)} = ${n(perLut(composite, c))} kbit/s per LUT4${dagger(c)}`;
      return { measured, status: best >= 90 ? 'met' : 'not met' };
    },
  },
  {
    target: 'fully pipelined AES-128 on ECP5-85F: ≥ 30 Gbit/s (≥ 235 MHz) in ≤ 40,000 LUT4',
    flow: "LFE5U-85F speed 6, `synth_ecp5 -nowidelut`, out of context; the flip-flops after block-RAM reads packed into the RAMs' output registers (`scripts/lib/ecp5-outreg.mjs`); placed with nextpnr's heap and static placers, the faster kept",
    measure({ figure, mbps }) {
      const id = 'aes128-enc-sp10m3-bram-online-all';
      const f = figure(id, 'ecp5-85f');
      if (!f?.fmaxMHz) return { measured: `\`${id}\`: no ECP5-85F Fmax yet (npm run synth)`, status: 'not measured' };
      const other = Object.entries(f.placers ?? {}).find(([p]) => p !== f.placer);
      const otherText = other?.[1].fmaxMHz ? ` (${n(other[1].fmaxMHz, 1)} MHz with the ${other[0]} placer)` : '';
      const gbps = mbps(id, f) / 1000;
      let measured = `\`${id.replace(/-all$/, '')}\` (block-RAM S-boxes, one block a clock): ${n(f.luts)} LUT4, ${n(f.ffs)} FF${f.bramOutputRegisters ? ` (and ${n(f.bramOutputRegisters)} in DP16KD output registers)` : ''}, ${f.brams} DP16KD, ${mhz(f)} with the ${f.placer} placer${otherText} = ${n(gbps, 1)} Gbit/s (${f.date})${dagger(f)}`;
      const composite = figure('aes128-enc-sp10m3-cfp-online-all', 'ecp5-85f');
      const offline = figure('aes128-enc-sp10m3-cfp-offline-all', 'ecp5-85f');
      if (composite) {
        const placed =
          composite.placed === false
            ? ', which neither placer legalises (recorded as not placed)'
            : ` at ${mhz(composite)}`;
        measured += `; with pipelined composite-field S-boxes (no block RAM) the core is ${n(composite.luts)} LUT4 and ${n(composite.ffs)} FF${placed}${dagger(composite)}`;
        if (offline?.fmaxMHz)
          measured += `, and its offline-key variant ${n(offline.luts)} LUT4 at ${mhz(offline)}${dagger(offline)}`;
      }
      const area = f.luts <= 40000 ? 'area met' : 'area not met';
      const speed = gbps >= 30 ? 'speed met' : `speed not (${Math.floor((100 * gbps) / 30)} % of the target)`;
      return { measured, status: `${area}, ${speed}` };
    },
  },
];

/**
 * The targets table's lines: `synthesis` is synthesis.json marked by registry/earlier-inputs.mjs,
 * `measured` measured.json, `throughputMbps(blockBits, clockMHz, cyclesPerBlock)` sim-core's and
 * `blockBits(id)` the block size an id's cipher has.
 */
export function targetLines(synthesis, measured, throughputMbps, blockBits) {
  const figure = (id, device) => {
    const f = synthesis.configurations[id]?.[device];
    return typeof f === 'object' ? f : null;
  };
  const cycles = (id) => ecbCycles(measured, id);
  const mbps = (id, f) => throughputMbps(blockBits(id), f.fmaxMHz, cycles(id));
  return [
    '| target | device and flow | measured | status |',
    '| --- | --- | --- | --- |',
    ...targets.map((t) => {
      const { measured: m, status } = t.measure({ figure, mbps, cycles });
      return `| ${t.target} | ${t.flow} | ${m} | ${status} |`;
    }),
  ];
}
