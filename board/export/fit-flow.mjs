// The open flow of an exported project run from JavaScript: the Yosys script its Makefile runs
// (makefile.mjs yosysScript, with the parameters' default values), then nextpnr and the packer
// with the Makefile's arguments, on the project's own files. The tools are passed in as YoWASP's
// `runX(args, files, options)` functions (yowasp-tools.mjs: @yowasp/yosys, @yowasp/nextpnr-ice40,
// PyPI's nextpnr-ecp5 and ecppack through wasi-tool.mjs), so the page's
// worker (web/src/board-export/fit-worker.ts) and the board tests run the same steps. Pure: no
// file system, no network; the caller loads the tools.
import { openFlow, placementSeed } from './flows.mjs';
import { yosysScript } from './makefile.mjs';
import { countResources } from './fit-synth.mjs';
import { fmaxLines, doesNotPlace } from './nextpnr-log.mjs';
import { checkFit } from '../fit.mjs';
import { includeDirs } from '../../hdl/ciphers.mjs';
import { familyTools, placeInTree } from './yowasp-tools.mjs';

/** The files the flow writes and reads between its steps (the Makefile's build/ names). */
export const NETLIST = 'cipherscope.json';
const STAT = 'stat.json';

/** The steps for a board, in order, with the tool each runs and what it makes. */
export function fitSteps(board) {
  const names = familyTools[board.fpga.family]?.names ?? { nextpnr: 'nextpnr', pack: 'the packer' };
  return [
    { id: 'synth', tool: 'Yosys', what: 'synthesis' },
    { id: 'pnr', tool: names.nextpnr, what: 'place and route' },
    { id: 'pack', tool: names.pack, what: 'the bitstream' },
  ];
}

/** The boards whose open flow runs here: the families a registry serves YoWASP's tools for. */
export function fitsInBrowser(board) {
  return board.fpga.family in familyTools && openFlow(board) !== null;
}

/** A YoWASP file tree ({ dir: { file: bytes } }) of `paths` from the project's files. */
export function fileTree(files, paths) {
  const tree = {};
  for (const p of paths) {
    const bytes = files.get(p);
    if (!bytes) throw new Error(`the project has no ${p}`);
    placeInTree(tree, p, bytes);
  }
  return tree;
}

/** The Yosys arguments: the Makefile's script, then the cell counts the fit check reads. */
export function synthArgs(board, layout, blockBits) {
  const script = yosysScript(board, layout.rtl.join(' '), blockBits, {
    json: NETLIST,
    includeDirs: includeDirs(layout.includes),
    values: true,
  });
  return ['-p', `${script}; tee -q -o ${STAT} stat -json`];
}

/** nextpnr's arguments, as the Makefile gives them, and where it writes the placed design. */
export function pnrArgs(board, layout) {
  const flow = openFlow(board);
  const c = Object.fromEntries(layout.constraints.map((x) => [x.type, x.file]));
  return [
    ...flow.pnr.args,
    ...flow.pnrArgs(c, board),
    '--seed',
    String(placementSeed),
    // A core slower than the board's clock still gets its Fmax (and the page says it fails).
    '--timing-allow-fail',
    '--json',
    NETLIST,
    ...flow.pnrOutput(flow.placed),
  ];
}

/**
 * What nextpnr's log says the placed design uses (each { used, of }): logic cells, block RAMs
 * (`ebr`) and DSPs, by the family's cell names (flows.mjs).
 */
export function utilisation(log, cells) {
  const count = (cell) => {
    const m = [...log.matchAll(new RegExp(`${cell}:\\s+(\\d+)/\\s*(\\d+)`, 'g'))].at(-1);
    return m ? { used: Number(m[1]), of: Number(m[2]) } : null;
  };
  return { logicCells: count(cells.logic), ebr: count(cells.ram), dsp: count(cells.dsp) };
}

/** The lines of `log` that say why a tool stopped (ERROR lines, else its last lines). */
export function whyFailed(log) {
  const lines = log.trim().split('\n');
  const errors = lines.filter((l) => /ERROR/.test(l));
  return (errors.length ? errors.slice(0, 3) : lines.slice(-3)).join(' ').trim();
}

/** An error that names the step and the tool, and what the tool said. */
export class FitError extends Error {
  constructor(step, message, kind = 'tool') {
    super(message);
    this.step = step;
    /** 'tool' (it exited with an error), 'memory' (out of memory), 'no-fit' (the core is too big). */
    this.kind = kind;
  }
}

function isOutOfMemory(error) {
  return (
    error instanceof RangeError || /out of memory|memory access out of bounds|allocat/i.test(String(error?.message))
  );
}

/**
 * Run the flow.
 * @param {object} input
 * @param {object} input.board boardById(id)
 * @param {number} input.blockBits the configuration's block size
 * @param {{ rtl: string[], includes: string[], constraints: {file: string, type: string}[] }} input.layout
 *   exportProject's layout
 * @param {Map<string, Uint8Array>} input.files the project's files
 * @param {{ yosys: Function, nextpnr: Function, pack: Function }} input.tools YoWASP's runYosys,
 *   runNextpnrIce40 and runIcepack
 * @param {(step: string) => void} [input.onStep] called as each step starts
 * @param {(step: string, line: string) => void} [input.onLine] each line a tool prints
 * @param {boolean} [input.bitstream] run the packer after place and route (default true)
 * @param {string} [input.name] the configuration's id, for the message when it does not fit
 * @returns {Promise<object>} { need, fits, reason?, logicCells, ebr, dsp, fmaxMHz, fmax, bitstream, seconds }
 */
export async function runFitFlow({ board, blockBits, layout, files, tools, onStep, onLine, bitstream = true, name }) {
  if (!fitsInBrowser(board)) throw new Error(`the ${board.name} has no open flow that runs here`);
  const flow = openFlow(board);
  const seconds = {};
  const decoder = new TextDecoder();
  const run = async (step, tool, args, tree, decodeASCII = true) => {
    onStep?.(step);
    let log = '';
    let pending = '';
    const out = (bytes) => {
      if (!bytes) return;
      pending += decoder.decode(bytes, { stream: true });
      const lines = pending.split('\n');
      pending = lines.pop();
      for (const line of lines) {
        log += `${line}\n`;
        onLine?.(step, line);
      }
    };
    const started = Date.now();
    try {
      const result = await tool(args, tree, { stdout: out, stderr: out, decodeASCII });
      seconds[step] = (Date.now() - started) / 1000;
      return { files: result, log };
    } catch (error) {
      const name = fitSteps(board).find((s) => s.id === step).tool;
      if (isOutOfMemory(error))
        throw new FitError(
          step,
          `${name} ran out of memory (${error.message}): the core is too large for the browser's WebAssembly memory`,
          'memory',
        );
      if (error?.code !== undefined && error.files)
        throw new FitError(step, `${name} failed: ${whyFailed(log) || `exit code ${error.code}`}`);
      throw new FitError(step, `${name} stopped: ${error?.message ?? error}`);
    }
  };

  const sources = [...layout.rtl, ...layout.includes];
  const synth = await run('synth', tools.yosys, synthArgs(board, layout, blockBits), fileTree(files, sources));
  const stat = JSON.parse(synth.files[STAT]);
  const need = countResources(board.fpga.family, stat.design.num_cells_by_type);
  const tooBig = checkFit(board, { ...need, name });
  if (tooBig) return { need, fits: false, reason: tooBig, seconds };

  const constraints = layout.constraints.map((c) => c.file);
  const placed = await run('pnr', tools.nextpnr, pnrArgs(board, layout), {
    [NETLIST]: synth.files[NETLIST],
    ...fileTree(files, constraints),
  }).catch((error) => {
    if (error instanceof FitError && doesNotPlace(error.message))
      throw new FitError('pnr', `does not place on the ${board.fpga.device}: ${error.message}`, 'no-fit');
    throw error;
  });
  const lines = fmaxLines(placed.log);
  const result = {
    need,
    fits: true,
    ...utilisation(placed.log, flow.cells),
    fmaxMHz: lines.length ? Math.min(...lines.map((l) => l.mhz)) : null,
    fmax: lines,
    seconds,
    bitstream: null,
  };
  if (!bitstream) return result;
  const packed = await run(
    'pack',
    tools.pack,
    [...flow.pack.args, ...flow.packArgs(flow.placed, flow.bitstream)],
    { [flow.placed]: placed.files[flow.placed] },
    false,
  );
  return { ...result, bitstream: packed.files[flow.bitstream], bitstreamName: flow.bitstream };
}
