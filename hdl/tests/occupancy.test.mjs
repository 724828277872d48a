// The occupancy model against the RTL: for every configuration and a set of stimuli (an ECB
// stream, a CBC feedback chain, interleaved and multi-stream CBC, CTR, CFB, OFB, decryption
// where the core has it, every key size of a 3-in-1 core), the probes the RTL reports equal
// sim-core's predictOccupancy (sim-core/src/architecture/occupancy.rs) word for word, in
// every cycle and stage. The stimulus is queued as the model assumes: the key, the mode
// (cores built with `all`, unless ECB), the IVs, the blocks; cycle 0 offers the key.
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { entries, backend, open, keyLoader, simCore, keyBits } from './lib/setup.mjs';
import { decodeProbe } from '../harness/wasm-model.mjs';
import { supportedModes } from '../timing.mjs';

/** A small deterministic generator (mulberry32), so a failing stimulus can be rerun. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** IVs queued before the blocks (sim-core's Stimulus). */
const ivCount = (mode, chains) => (mode === 'ecb' ? 0 : mode === 'interleavedCbc' || mode === 'multiStreamCbc' ? chains : 1);

/** The stimuli a configuration runs: only modes and directions its core has. */
function stimuli(config, timing) {
  const runs = supportedModes(config);
  const has = (mode, decrypt) => runs.some((r) => r.mode === mode && r.decrypt === decrypt);
  const smallest = keyBits(config)[0];
  const inFlight = timing.byKeySize[0].inFlight;
  const list = [];
  const add = (name, mode, decrypt, blocks, { chains = 1, streams, bits = smallest } = {}) => {
    if (!has(mode, decrypt)) return;
    const rows = Array.from({ length: blocks }, (_, b) => {
      const stream = streams ? streams[b] : 0;
      return { tag: (stream << 20) | b, stream };
    });
    list.push({ name, stimulus: { keyBits: bits, mode, decrypt, chains, blocks: rows } });
  };
  for (const bits of keyBits(config)) {
    add(`ECB stream, ${bits}-bit key`, 'ecb', false, 40, { bits });
    add(`ECB decrypt stream, ${bits}-bit key`, 'ecb', true, 40, { bits });
    add(`CBC encrypt chain, ${bits}-bit key`, 'cbc', false, 6, { bits });
  }
  add('CBC decrypt', 'cbc', true, 24);
  // As many chains (streams) as blocks fit, and a few; a core built for one count takes it.
  const built = config.mode.kind === 'interleavedCbc' ? config.mode.chains : config.mode.kind === 'multiStreamCbc' ? config.mode.streams : 0;
  const chains = built || Math.min(64, Math.max(2, inFlight));
  add(`interleaved CBC, ${chains} chains`, 'interleavedCbc', false, Math.max(24, 2 * chains + 3), { chains });
  if (!built && chains !== 3) add('interleaved CBC, 3 chains', 'interleavedCbc', false, 20, { chains: 3 });
  const streams = built || Math.min(16, Math.max(2, inFlight));
  const next = random(0x5eed ^ streams);
  const order = Array.from({ length: 40 }, () => Math.floor(next() * streams));
  add(`multi-stream CBC, ${streams} streams in random order`, 'multiStreamCbc', false, 40, { chains: streams, streams: order });
  add(`multi-stream CBC decrypt, ${streams} streams`, 'multiStreamCbc', true, 40, { chains: streams, streams: order });
  add('CTR', 'ctr', false, 30);
  add('CTR decrypt', 'ctr', true, 30);
  add('CFB encrypt', 'cfb', false, 4);
  add('CFB decrypt', 'cfb', true, 20);
  add('OFB', 'ofb', false, 4);
  add('OFB decrypt', 'ofb', true, 4);
  return list;
}

/** Cycles enough for the whole message: key setup, the queue ahead, a latency a block. */
function cyclesFor(timing, stimulus) {
  const t = timing.byKeySize.find((k) => k.keyBits === stimulus.keyBits);
  return 64 + t.handshakes + t.keySetup + ivCount(stimulus.mode, stimulus.chains) + t.latency * (stimulus.blocks.length + 1);
}

const show = (word) => {
  const p = decodeProbe(word);
  return p.valid ? `stream ${p.tag >>> 20} block ${p.tag & 0xfffff} round ${p.round}` : 'empty';
};

for (const entry of entries) {
  describe(`${entry.id} on ${backend}`, () => {
    let model;
    before(async () => {
      model = await open(entry);
    });
    after(() => model.close());

    const timing = simCore.predictTiming(entry.id);
    for (const { name, stimulus: partial } of stimuli(entry.config, timing)) {
      test(`occupancy: ${name}`, async () => {
        const stimulus = { ...partial, cycles: cyclesFor(timing, partial) };
        const { keyBits: bits, mode, decrypt, chains, blocks, cycles } = stimulus;
        const predicted = simCore.predictOccupancy(entry.id, stimulus);
        const names = model.describe().probes;
        const stages = names.length;
        assert.equal(predicted.length, cycles * stages, `predicted ${predicted.length / cycles} stages, the RTL has ${stages}`);

        await model.reset();
        await model.captureProbes(cycles);
        const key = Uint8Array.from({ length: bits / 8 }, (_, i) => (0x2b + 7 * i) & 0xff);
        await Promise.all(keyLoader(entry.config)(model, key));
        if (entry.config.mode.kind === 'all' && mode !== 'ecb') await model.setMode(mode, chains);
        for (let c = 0; c < ivCount(mode, chains); c++) await model.loadIv(Uint8Array.from({ length: 16 }, (_, i) => (c * 16 + i) & 0xff), c);
        const offers = blocks.map(({ tag, stream }, b) =>
          model.offer(Uint8Array.from({ length: 16 }, (_, i) => (b * 31 + i) & 0xff), tag, { decrypt, stream }),
        );
        await Promise.all(offers);
        await model.step(cycles);
        const { written, words } = await model.probes();
        const outputs = await model.takeAll();
        assert.equal(written, cycles, 'cycles captured');
        assert.equal(outputs.length, blocks.length, `${outputs.length} of ${blocks.length} blocks came out within ${cycles} cycles`);

        for (let i = 0; i < words.length; i++) {
          if (words[i] !== predicted[i]) {
            const c = Math.floor(i / stages);
            const s = i % stages;
            assert.fail(`cycle ${c}, stage ${s} (${names[s]}): RTL ${show(words[i])}, predicted ${show(predicted[i])}`);
          }
        }
      });
    }
  });
}
