// The diffusion view's worker: sim-core's measurement (cipherDiffusion) off the page's thread.
// One cipher takes 50 to 400 ms in WebAssembly (its rounds, its key schedule: every input bit
// flipped on 32 samples), and the table asks for all of them one after another; here the page
// keeps answering meanwhile. Each reply carries the time the measurement took in this browser.
import init, { cipherDiffusion } from '@sim-core';
import type { DiffusionReply, DiffusionRequest } from './protocol';

const ready = init();

self.onmessage = async (event: MessageEvent<DiffusionRequest>) => {
  const { id, cipher, keyBits } = event.data;
  let reply: DiffusionReply;
  try {
    await ready;
    const start = performance.now();
    const diffusion = cipherDiffusion(cipher, keyBits);
    reply = { id, ok: true, diffusion, ms: performance.now() - start };
  } catch (error) {
    reply = { id, ok: false, error: (error as Error).message };
  }
  self.postMessage(reply);
};
