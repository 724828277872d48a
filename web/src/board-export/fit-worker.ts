// The in-browser fit: a Web Worker that loads YoWASP's Yosys and nextpnr-ice40 from the site
// (yowasp/, copied there by yowasp-plugin.ts) on its first job and runs the exported project's
// open flow (board/export/fit-flow.mjs: the Makefile's Yosys script, nextpnr, icepack). Yosys's
// 30 MB module cannot be instantiated on the main thread, and the page stays live while it
// runs. Stop is the page terminating this worker.
import { runFitFlow, FitError } from '@board/export/fit-flow.mjs';
import { chipDatabaseFor, loadIce40Tools } from '@board/export/yowasp-tools.mjs';
import type { FitJob, FitMessage, FitResult } from './browser-fit';

const post = (message: FitMessage, transfer: Transferable[] = []) =>
  (self as unknown as Worker).postMessage(message, transfer);

/** Bytes of the tool files fetched so far (their encoded bodies, as the network delivered them). */
function toolBytes(): number {
  return performance
    .getEntriesByType('resource')
    .filter((e) => e.name.includes('/yowasp/'))
    .reduce((sum, e) => sum + ((e as PerformanceResourceTiming).encodedBodySize || 0), 0);
}

let pending: string[] = [];
let flushAt = 0;
function line(step: string, text: string) {
  pending.push(text);
  const now = performance.now();
  if (now - flushAt > 200) flush(step, now);
}
function flush(step: string, now = performance.now()) {
  if (pending.length) post({ kind: 'log', step, lines: pending });
  pending = [];
  flushAt = now;
}

self.onmessage = async (event: MessageEvent<FitJob>) => {
  const job = event.data;
  const started = performance.now();
  let step = 'load';
  try {
    post({ kind: 'step', step });
    const tools = await loadIce40Tools({
      yosysUrl: new URL('yosys/bundle.js', job.toolsUrl),
      nextpnrUrl: new URL('nextpnr-ice40/bundle.js', job.toolsUrl),
      chipDatabase: chipDatabaseFor(job.board.openFlow!.pnr.args),
    });
    const result = (await runFitFlow({
      board: job.board,
      blockBits: job.blockBits,
      name: job.name,
      layout: job.layout,
      files: job.files,
      tools,
      onStep: (s: string) => {
        flush(step);
        step = s;
        post({ kind: 'step', step, seconds: (performance.now() - started) / 1000, bytes: toolBytes() });
      },
      onLine: (s: string, text: string) => line(s, text),
    })) as Omit<FitResult, 'versions'>;
    flush(step);
    post(
      {
        kind: 'done',
        result: { ...result, versions: tools.version },
        seconds: (performance.now() - started) / 1000,
        bytes: toolBytes(),
      },
      result.bitstream ? [result.bitstream.buffer] : [],
    );
  } catch (error) {
    flush(step);
    const e = error as Error & { kind?: string; step?: string };
    post({
      kind: 'error',
      step: e instanceof FitError ? e.step : step,
      problem: e instanceof FitError ? e.kind : e instanceof RangeError ? 'memory' : step === 'load' ? 'load' : 'tool',
      message: step === 'load' ? `the FPGA tools could not be loaded: ${e.message}` : e.message,
    });
  }
};
