// The in-browser fit: a Web Worker that loads YoWASP's Yosys and the board family's nextpnr and
// packer from the site (yowasp/, copied there by yowasp-plugin.ts) on its first job and runs the
// exported project's open flow (board/export/fit-flow.mjs: the Makefile's Yosys script, nextpnr,
// the packer). Yosys's
// 30 MB module cannot be instantiated on the main thread, and the page stays live while it
// runs. Stop is the page terminating this worker.
import { runFitFlow, FitError } from '@board/export/fit-flow.mjs';
import { loadTools } from '@board/export/yowasp-tools.mjs';
import type { FitJob, FitMessage, FitResult } from './browser-fit';

const post = (message: FitMessage, transfer: Transferable[] = []) =>
  (self as unknown as Worker).postMessage(message, transfer);

/**
 * Bytes the tool files cost over the network so far (transferSize: headers and encoded body; 0
 * for a file the browser's cache gave, a few hundred bytes for one it revalidated).
 */
function toolBytes(): number {
  return performance
    .getEntriesByType('resource')
    .filter((e) => e.name.includes('/yowasp/'))
    .reduce((sum, e) => sum + ((e as PerformanceResourceTiming).transferSize || 0), 0);
}

/**
 * The tools' files are kept in the Cache Storage after their first download (the browser's HTTP
 * cache does not keep files this large: a second fit downloaded 99 MB again). Their folders name
 * their versions (yowasp-plugin.ts), so a URL names one content; another version's are deleted.
 * YoWASP's runtime takes `fetch` when its bundle loads, so it is replaced before that.
 */
const TOOLS_CACHE = 'cipherscope-fpga-tools';
const networkFetch = globalThis.fetch.bind(globalThis);
/** The files being stored; the result waits for them, as the page ends the worker on it. */
const storing: Promise<void>[] = [];

async function cachedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = input instanceof Request ? input.url : String(input);
  if (!url.includes('/yowasp/') || !('caches' in self)) return networkFetch(input, init);
  try {
    const cache = await caches.open(TOOLS_CACHE);
    const kept = await cache.match(url);
    if (kept) return kept;
    const response = await networkFetch(input, init);
    // Storage full or refused: the tools still run, from the network next time too.
    if (response.ok) storing.push(cache.put(url, response.clone()));
    return response;
  } catch {
    return networkFetch(input, init);
  }
}

/** Drop the kept files of tool versions other than `current` (the bundles' folders). */
async function dropOtherVersions(current: string[]) {
  if (!('caches' in self)) return;
  const cache = await caches.open(TOOLS_CACHE);
  for (const request of await cache.keys())
    if (!current.some((dir) => request.url.startsWith(dir))) await cache.delete(request);
}

globalThis.fetch = cachedFetch;

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
    await dropOtherVersions([job.yosysUrl, job.nextpnrUrl].map((u) => new URL('.', u).href)).catch(() => undefined);
    const tools = await loadTools(job.board, { yosysUrl: new URL(job.yosysUrl), nextpnrUrl: new URL(job.nextpnrUrl) });
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
    await Promise.allSettled(storing);
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
