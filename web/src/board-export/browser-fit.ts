// The page's side of the in-browser fit (fit-worker.ts): one worker per fit, made when the
// user asks for one (so the tools load only then), terminated by Stop. Messages as data.
import toolBundles from 'virtual:cipherscope-fpga-tools';
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
  /** The tools' bundles, absolute URLs (yowasp-plugin.ts). */
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

/** What the page shows while a step runs. */
export const stepTitles: Record<string, string> = {
  load: 'Loading the FPGA tools (YoWASP Yosys and nextpnr-ice40, about 100 MB the first time)',
  synth: 'Yosys: synthesis',
  pnr: 'nextpnr-ice40: place and route',
  pack: 'icepack: the bitstream',
};

/** Start a fit; `onMessage` gets every message. Returns the Stop. */
export function startFit(job: Omit<FitJob, 'yosysUrl' | 'nextpnrUrl'>, onMessage: (m: FitMessage) => void): () => void {
  const worker = new Worker(new URL('./fit-worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (e: MessageEvent<FitMessage>) => onMessage(e.data);
  worker.onerror = (e) => {
    e.preventDefault();
    onMessage({ kind: 'error', step: 'load', problem: 'load', message: `the fit's worker failed: ${e.message}` });
  };
  const url = (site: string) => new URL(site, document.baseURI).href;
  worker.postMessage({
    ...job,
    yosysUrl: url(toolBundles.yosys),
    nextpnrUrl: url(toolBundles.nextpnr),
  } satisfies FitJob);
  return () => worker.terminate();
}
