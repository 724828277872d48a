// The fit check's synthesis: the exported design (core and board top, with the board's
// parameters) through Yosys for the board's family, and its cells counted in the units
// board/fit.mjs's checkFit compares (board/boards.mjs FAMILIES).
import { TOP, topParameters, synthCommandFor, rtlBlockBits } from './flows.mjs';

/**
 * The Yosys script (for `yosys -p`) that synthesizes `sources` (paths, in order: one
 * cipher's project file list, `cipher`'s, whose block size in the description `ciphers` sets BlockBits;
 * the include files they read in the folders `includeDirs`) for the board and writes
 * `stat -json` to `statFile`.
 */
export function fitScript(board, sources, statFile, ciphers, cipher, includeDirs = []) {
  const chparam = Object.entries(topParameters(board, rtlBlockBits(sources, ciphers, cipher)))
    .map(([name, value]) => `-set ${name} ${value}`)
    .join(' ');
  const files = [...includeDirs.map((d) => `-I${d}`), ...sources].join(' ');
  const read = `read_verilog -sv ${files}; chparam ${chparam} ${TOP}`;
  const stat = `tee -q -o ${statFile} stat -json`;
  if (board.fpga.family === 'max10') {
    // Yosys 0.23's synth_intel maps ROMs (the S-box tables) to M9K and then fails in its
    // techmap ("Can't find object for defparam INIT"): stop at the M9K cells and count them.
    const synth = `synth_intel -family max10 -top ${TOP}`;
    return `${read}; ${synth} -run :map_bram; memory_bram -rules +/intel/common/brams_m9k.txt; ${synth} -run map_ffram:check; ${stat}`;
  }
  return `${read}; ${synthCommandFor(board)} -top ${TOP}; ${stat}`;
}

/** LUT slots per cell where a cell is more than one LUT (distributed RAM, carry chains). */
const lutWeights = {
  ice40: { SB_LUT4: 1 },
  ecp5: { LUT4: 1, CCU2C: 2, TRELLIS_DPR16X4: 2 },
  gowin: {
    LUT1: 1,
    LUT2: 1,
    LUT3: 1,
    LUT4: 1,
    ALU: 1,
    RAM16S1: 4,
    RAM16S2: 4,
    RAM16S4: 4,
    RAM16SDP1: 4,
    RAM16SDP2: 4,
    RAM16SDP4: 4,
  },
  xilinx7: {
    LUT1: 1,
    LUT2: 1,
    LUT3: 1,
    LUT4: 1,
    LUT5: 1,
    LUT6: 1,
    SRL16E: 1,
    SRLC16E: 1,
    SRLC32E: 1,
    RAM32X1S: 1,
    RAM64X1S: 1,
    RAM32X1D: 2,
    RAM64X1D: 2,
    RAM128X1S: 2,
    RAM128X1D: 4,
    RAM256X1S: 4,
    RAM32M: 4,
    RAM64M: 4,
  },
  max10: { fiftyfivenm_lcell_comb: 1 },
};

const ffPatterns = {
  ice40: /^SB_DFF/,
  ecp5: /^TRELLIS_FF$/,
  gowin: /^DFF/,
  xilinx7: /^(FD[RSCP]E|LD[CP]E)$/,
  max10: /^dffeas$/,
};

/** Block RAMs per cell, in the family's unit (RAMB36 for Xilinx: a RAMB18 is half). */
const bramWeights = {
  ice40: { SB_RAM40_4K: 1 },
  ecp5: { DP16KD: 1, PDPW16KD: 1 },
  gowin: { SP: 1, SPX9: 1, SDP: 1, SDPX9: 1, SDPB: 1, SDPX9B: 1, DP: 1, DPX9: 1, DPB: 1, DPX9B: 1, pROM: 1, pROMX9: 1 },
  xilinx7: { RAMB36E1: 1, RAMB18E1: 0.5 },
  max10: { $__M9K_ALTSYNCRAM_SINGLEPORT_FULL: 1, $__M9K_ALTSYNCRAM_DUALPORT_FULL: 1 },
};

/** Multiplier blocks per cell, in the unit the boards' `dspKind` names. */
const dspWeights = {
  ice40: { SB_MAC16: 1 },
  ecp5: { MULT18X18D: 1 },
  gowin: { MULT18X18: 1, MULT9X9: 0.5, MULTALU18X18: 1 },
  xilinx7: { DSP48E1: 1 },
  max10: { fiftyfivenm_mac_mult: 1 },
};

/**
 * { luts, ffs, brams } from Yosys's num_cells_by_type, whole numbers (rounded up), and `dsps`
 * when the design uses multiplier blocks (RC6's `*`), so the fit check counts them too.
 */
export function countResources(family, cells) {
  let luts = 0;
  let ffs = 0;
  let brams = 0;
  let dsps = 0;
  for (const [type, n] of Object.entries(cells)) {
    luts += (lutWeights[family][type] ?? 0) * n;
    if (ffPatterns[family].test(type)) ffs += n;
    brams += (bramWeights[family][type] ?? 0) * n;
    dsps += (dspWeights[family][type] ?? 0) * n;
  }
  const counted = { luts: Math.ceil(luts), ffs, brams: Math.ceil(brams) };
  return dsps ? { ...counted, dsps: Math.ceil(dsps) } : counted;
}
