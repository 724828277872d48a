// sim-core's trace analytics in Debian's Chromium (issue target: 1,000,000 cycles in under
// 100 ms). The page loads the same sim-core WebAssembly package the lab uses, fills the
// analyzer's input buffer in place (a view into WASM memory, as the lab does), and times
// `analyze` over a PP-10-like occupancy trace with a gap every 97 blocks.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { simCoreOut } from '../lib/sim-core.mjs';
import { serveStatic } from '../lib/serve.mjs';
import { chromiumArgs, chromiumPath } from '../lib/chromium.mjs';

const page = `<!doctype html><meta charset="utf-8"><title>analytics bench</title>
<script type="module">
import init, { TraceAnalyzer, wasmMemory } from './sim_core_wasm.js';
await init();
const stages = 11, cycles = 1_000_000, runs = 5;
const analyzer = new TraceAnalyzer(stages * cycles);
const words = new Uint32Array(wasmMemory().buffer, analyzer.inputPtr(), stages * cycles);
for (let c = 0; c < cycles; c++) {
  for (let s = 0; s < stages; s++) {
    const entered = c - s;
    words[c * stages + s] = entered >= 0 && entered % 97 !== 0 ? (0x80000000 | (s << 24) | (entered & 0xfffff)) >>> 0 : 0;
  }
}
analyzer.analyze(cycles, stages);
const times = [];
let summary;
for (let i = 0; i < runs; i++) {
  const t0 = performance.now();
  summary = analyzer.analyze(cycles, stages);
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
window.result = { cycles, stages, medianMs: times[runs >> 1], bestMs: times[0], completed: summary.completed, steady: summary.steadyState };
</script>`;

export async function analyticsInChromium() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-bench-'));
  for (const f of ['sim_core_wasm.js', 'sim_core_wasm_bg.wasm'])
    fs.copyFileSync(path.join(simCoreOut, f), path.join(dir, f));
  fs.writeFileSync(path.join(dir, 'index.html'), page);
  const { server, url } = await serveStatic(dir, 4390);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const tab = await browser.newPage();
    const errors = [];
    tab.on('pageerror', (e) => errors.push(e.message));
    await tab.goto(url);
    await tab
      .waitForFunction(() => window.result || null, null, { timeout: 120_000 })
      .catch(() => {
        throw new Error(`the analytics bench page did not finish: ${errors.join('; ') || 'no error reported'}`);
      });
    return await tab.evaluate(() => window.result);
  } finally {
    await browser.close();
    server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
