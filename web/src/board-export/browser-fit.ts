// The page's side of the in-browser fit (fit-worker.ts): one worker per fit, made when the
// user asks for one (so the tools load only then), terminated by Stop. Messages as data.
import toolBundles from 'virtual:cipherscope-fpga-tools';
import { fitSteps } from '@board/export/fit-flow.mjs';
import type { Board } from './boards';

export interface FitLayout {
  rtl: string[];
  includes: string[];
  constraints: { file: string; type: string }[];
}

export interface FitJob {
  board: Board;
  blockBits: number;
  /** The configuration's id, which a "does not fit" message names. */
  name: string;
  layout: FitLayout;
  files: Map<string, Uint8Array>;
  /** Yosys's bundle and the board family's nextpnr (its bundle or its folder), absolute URLs (yowasp-plugin.ts). */
  yosysUrl: string;
  nextpnrUrl: string;
}

export interface Used {
  used: number;
  of: number;
}

export interface FitResult {
  need: { luts: number; ffs: number; brams: number; dsps?: number };
  fits: boolean;
  reason?: string;
  logicCells?: Used | null;
  ebr?: Used | null;
  dsp?: Used | null;
  fmaxMHz?: number | null;
  fmax?: { clock: string; mhz: number; pass: boolean; target: number }[];
  seconds: Record<string, number>;
  bitstream?: Uint8Array | null;
  bitstreamName?: string;
  versions: { yosys: string; nextpnr: string };
}

export type FitMessage =
  | { kind: 'step'; step: string; seconds?: number; bytes?: number }
  | { kind: 'log'; step: string; lines: string[] }
  | { kind: 'done'; result: FitResult; seconds: number; bytes: number }
  | { kind: 'error'; step: string; problem: string; message: string };

/** What the page shows while each step runs on `board`. */
export function stepTitles(board: Board): Record<string, string> {
  const steps = fitSteps(board) as { id: string; tool: string; what: string }[];
  const pnr = steps.find((s) => s.id === 'pnr')!.tool;
  return {
    load: `Loading the FPGA tools (YoWASP Yosys and ${pnr}, about 70–100 MB the first time)`,
    ...Object.fromEntries(steps.map((s) => [s.id, `${s.tool}: ${s.what}`])),
  };
}

/** The site path of the family's nextpnr, or null where the site has none. */
export function nextpnrFor(board: Board): string | null {
  return toolBundles.nextpnr[board.fpga.family] ?? null;
}

/** Start a fit; `onMessage` gets every message. Returns the Stop. */
export function startFit(job: Omit<FitJob, 'yosysUrl' | 'nextpnrUrl'>, onMessage: (m: FitMessage) => void): () => void {
  const worker = new Worker(new URL('./fit-worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (e: MessageEvent<FitMessage>) => onMessage(e.data);
  worker.onerror = (e) => {
    e.preventDefault();
    onMessage({ kind: 'error', step: 'load', problem: 'load', message: `the fit's worker failed: ${e.message}` });
  };
  const url = (site: string) => new URL(site, document.baseURI).href;
  const nextpnr = nextpnrFor(job.board);
  if (!nextpnr) {
    onMessage({
      kind: 'error',
      step: 'load',
      problem: 'load',
      message: `this site has no in-browser tools for the ${job.board.fpga.family} family`,
    });
    return () => worker.terminate();
  }
  worker.postMessage({
    ...job,
    yosysUrl: url(toolBundles.yosys),
    nextpnrUrl: url(nextpnr),
  } satisfies FitJob);
  return () => worker.terminate();
}
