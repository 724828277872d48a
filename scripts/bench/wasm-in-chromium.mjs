// The models' WebAssembly where the lab runs it: in Debian's Chromium, whose V8 is not Node's
// (scripts/TOOLCHAIN.md, issue #47: the same models ran at 0.62–1.09× native there against
// 0.53–0.96× in Node 20). Each model is the model.mjs and model.wasm the site serves, driven by
// the harness's own JavaScript (hdl/harness/wasm-model.mjs) on a blank page of a local server,
// so simulator-speed.mjs can time it chunk by chunk beside the native build and Node's.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../lib/chromium.mjs';
import { root } from '../lib/paths.mjs';

const types = { '.mjs': 'text/javascript', '.wasm': 'application/wasm', '.html': 'text/html' };

/**
 * A browser with a page that opens models: `open(paths)` gives an object with the methods
 * simulator-speed.mjs calls on a model (reset, loadKey, autofeed, captureProbes, step,
 * describe, close), each answered by the model in the page; `step` resolves to the seconds the
 * page timed, which `timesItself` says. `close()` ends the browser and the server.
 */
export async function openChromiumModels() {
  // Files by URL path: the page, the harness, and each model's two files as they are opened.
  const files = new Map([
    ['/', null],
    ['/wasm-model.mjs', path.join(root, 'hdl', 'harness', 'wasm-model.mjs')],
  ]);
  const server = http.createServer((request, response) => {
    const url = new URL(request.url, 'http://localhost');
    if (url.pathname === '/') {
      response.writeHead(200, { 'content-type': types['.html'] });
      response.end('<!doctype html><title>CipherScope: models in Chromium</title>');
      return;
    }
    const file = files.get(url.pathname);
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(response);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const page = await browser.newPage();
  await page.goto(`${origin}/`);
  await page.evaluate(() => {
    window.models = new Map();
  });
  let opened = 0;

  async function open(paths) {
    const n = ++opened;
    files.set(`/${n}/model.mjs`, paths.wasmModule);
    files.set(`/${n}/model.wasm`, paths.wasmBinary);
    const info = await page.evaluate(async (n) => {
      const { WasmModel } = await import('/wasm-model.mjs');
      const { default: createModel } = await import(`/${n}/model.mjs`);
      const bytes = await (await fetch(`/${n}/model.wasm`)).arrayBuffer();
      const model = await WasmModel.create(createModel, bytes);
      window.models.set(n, model);
      return model.describe();
    }, n);
    const call = (method, args) =>
      page.evaluate(([n, method, args]) => window.models.get(n)[method](...args), [n, method, args]);
    return {
      timesItself: true,
      describe: () => info,
      reset: () => call('reset', []),
      // Bytes cross to the page as arrays of numbers.
      loadKey: (key, bank = 0) =>
        page.evaluate(
          ([n, key, bank]) => window.models.get(n).loadKey(Uint8Array.from(key), bank),
          [n, [...key], bank],
        ),
      autofeed: (enable, seed) => call('autofeed', [enable, seed]),
      captureProbes: (capacity) => call('captureProbes', [capacity]),
      /** Seconds the page took to simulate `cycles`, by its own clock. */
      step: (cycles) =>
        page.evaluate(
          ([n, cycles]) => {
            const started = performance.now();
            window.models.get(n).step(cycles);
            return (performance.now() - started) / 1000;
          },
          [n, cycles],
        ),
      close: () =>
        page
          .evaluate((n) => window.models.delete(n), n)
          .finally(() => {
            files.delete(`/${n}/model.mjs`);
            files.delete(`/${n}/model.wasm`);
          }),
    };
  }

  return {
    version: browser.version(),
    open,
    async close() {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
