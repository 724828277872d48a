// Driving a model with a list of jobs (a key, then blocks) and collecting every result.
// Works the same on the native and the WASM backend.

/**
 * @typedef {{ key?: Uint8Array, bank?: number, block: Uint8Array, decrypt?: boolean }} Job
 * A job with `key` loads that key (into `bank`) before its block; blocks without one reuse
 * the last key of their bank.
 */

/**
 * The cycles after which a run of `blocks` blocks that has not produced them all has stalled:
 * four times the bound of every block (`cyclesPerBlock`, lib/setup.mjs blockCycles), as if each
 * brought its own key into an offline core that drains first.
 */
export const stallGuard = (cyclesPerBlock, blocks) => 10_000 + 4 * cyclesPerBlock * blocks;

/**
 * Run `jobs` through `model` and return their outputs in job order. `cyclesPerBlock` is the
 * configuration's bound on a block's cycles (lib/setup.mjs blockCycles: a key's handshakes and
 * set-up, a drain and a latency, from sim-core's predicted timing).
 * Fails with a message naming how many blocks came out if the core stops producing them.
 */
export async function runJobs(model, jobs, { chunk = 4096, cyclesPerBlock, loadKey } = {}) {
  if (!cyclesPerBlock) throw new Error("runJobs: give the configuration's cycles a block (setup.mjs blockCycles)");
  const load = loadKey ?? ((m, key, bank) => [m.loadKey(key, bank)]);
  const outputs = new Array(jobs.length);
  let received = 0;
  let cycles = 0;
  const limit = stallGuard(cyclesPerBlock, jobs.length);
  const collect = async () => {
    for (const { data, tag } of await model.takeAll()) {
      if (outputs[tag]) throw new Error(`tag ${tag} came out twice`);
      outputs[tag] = data;
      received++;
    }
  };
  // Offer in batches so the input queue stays bounded; outputs are collected as they come.
  for (let start = 0; start < jobs.length; start += chunk) {
    const batch = jobs.slice(start, start + chunk);
    const offers = [];
    batch.forEach((job, i) => {
      if (job.key) offers.push(...load(model, job.key, job.bank ?? 0));
      offers.push(model.offer(job.block, start + i, { decrypt: !!job.decrypt, bank: job.bank ?? 0 }));
    });
    await Promise.all(offers);
    while (received < start + batch.length) {
      cycles += await model.step(Math.min(4096, cyclesPerBlock * batch.length));
      await collect();
      if (received < start + batch.length && cycles > limit) {
        throw new Error(`only ${received} of ${jobs.length} blocks came out after ${cycles} cycles`);
      }
    }
  }
  return outputs;
}

export const hex = (bytes) => Buffer.from(bytes).toString('hex');
export const bytes = (text) => Uint8Array.from(Buffer.from(text, 'hex'));

/**
 * Run one message through a core's mode logic and return its output blocks in order.
 * `mode` is a key of modeCodes; cores built with the run-time mode `all` are switched to it,
 * a core built for one mode must be built for this one. `ivs` are loaded as chains 0, 1 ...
 * (CBC, CFB, OFB: one IV; CTR: the initial counter; interleaved CBC: N; multi-stream CBC:
 * one a stream); `streams[i]` is block i's stream (multi-stream CBC). `cyclesPerBlock` is the
 * configuration's bound on a block's cycles (lib/setup.mjs blockCycles), which sizes the guard.
 */
export async function runMessage(
  model,
  { config, loadKey, key, mode, ivs = [], blocks, decrypt = false, streams, chains, cyclesPerBlock },
) {
  if (!cyclesPerBlock) throw new Error("runMessage: give the configuration's cycles a block (setup.mjs blockCycles)");
  await Promise.all(loadKey(model, key));
  if (config.mode.kind === 'all') await model.setMode(mode, chains ?? Math.max(1, ivs.length));
  for (let c = 0; c < ivs.length; c++) await model.loadIv(ivs[c], c);
  const offers = [];
  blocks.forEach((block, i) => offers.push(model.offer(block, i, { decrypt, stream: streams ? streams[i] : 0 })));
  await Promise.all(offers);
  const outputs = new Array(blocks.length);
  let received = 0;
  for (let cycles = 0; received < blocks.length;) {
    cycles += await model.step(1024);
    for (const { data, tag } of await model.takeAll()) {
      if (outputs[tag]) throw new Error(`${mode}: tag ${tag} came out twice`);
      outputs[tag] = data;
      received++;
    }
    // A guard against a core that stops producing: the message's key, then four times the
    // bound of every block (a chained mode waits a whole latency a block).
    if (received < blocks.length && cycles > 20_000 + 4 * cyclesPerBlock * (blocks.length + 1)) {
      throw new Error(`${mode}: only ${received} of ${blocks.length} blocks came out after ${cycles} cycles`);
    }
  }
  return outputs;
}

/** Split bytes into blocks of `blockBytes` (the configuration's `blockBits / 8`: 16, or 8 for Triple DES). */
export function toBlocks(data, blockBytes) {
  if (!blockBytes) throw new Error('toBlocks: give the block size in bytes');
  if (data.length % blockBytes)
    throw new Error(`toBlocks: ${data.length} bytes are not whole ${blockBytes}-byte blocks`);
  const out = [];
  for (let i = 0; i < data.length; i += blockBytes) out.push(Uint8Array.from(data.slice(i, i + blockBytes)));
  return out;
}

/**
 * The AESAVS Monte Carlo key update (Sec. 6.4): Key[i+1] = Key[i] XOR the last bits of the
 * block before last and the last block, as many bits as the key has.
 */
export function nextMonteCarloKey(key, last, beforeLast) {
  const material = [...(key.length === 24 ? beforeLast.slice(8) : key.length === 32 ? beforeLast : []), ...last];
  return key.map((k, b) => k ^ material[b]);
}
