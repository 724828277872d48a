// The occupancy model against the RTL: for every configuration and a set of stimuli (an ECB
// stream, a CBC feedback chain, interleaved and multi-stream CBC, CTR, CFB, OFB, decryption
// where the core has it, every key size of a 3-in-1 core), the probes the RTL reports equal
// sim-core's predictOccupancy (sim-core/src/architecture/occupancy/) word for word, in
// every cycle and stage. The stimulus is queued as the model assumes: the key, the mode
// (cores built with `all`, unless ECB), the IVs, the blocks; cycle 0 offers the key. Key
// changes (`keyChanges`) are queued with the same key loader right before the block they
// name, so a new key meets blocks in flight: online, banked (into another bank while blocks
// of the first keep running) and offline schedules each treat it their own way.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fullyTested, keyLoader, simCore, describeModel } from './lib/setup.mjs';
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
const ivCount = (mode, chains) =>
  mode === 'ecb' ? 0 : mode === 'interleavedCbc' || mode === 'multiStreamCbc' ? chains : 1;

/** The stimuli a configuration runs: only modes and directions its core has. */
function stimuli(config, timing) {
  const runs = supportedModes(config);
  const has = (mode, decrypt) => runs.some((r) => r.mode === mode && r.decrypt === decrypt);
  const smallest = config.keyBits[0];
  const inFlight = timing.byKeySize[0].inFlight;
  const list = [];
  const add = (name, mode, decrypt, blocks, { chains = 1, streams, bits = smallest, keyChanges, banks } = {}) => {
    if (!has(mode, decrypt)) return;
    const rows = Array.from({ length: blocks }, (_, b) => {
      const stream = streams ? streams[b] : 0;
      const row = { tag: (stream << 20) | b, stream };
      if (banks) row.bank = banks[b];
      return row;
    });
    const stimulus = { keyBits: bits, mode, decrypt, chains, blocks: rows };
    if (keyChanges) stimulus.keyChanges = keyChanges;
    list.push({ name, stimulus });
  };
  for (const bits of config.keyBits) {
    add(`ECB stream, ${bits}-bit key`, 'ecb', false, 40, { bits });
    add(`ECB decrypt stream, ${bits}-bit key`, 'ecb', true, 40, { bits });
    add(`CBC encrypt chain, ${bits}-bit key`, 'cbc', false, 6, { bits });
  }
  add('CBC decrypt', 'cbc', true, 24);
  // As many chains (streams) as blocks fit, and a few; a core built for one count takes it.
  const built =
    config.mode.kind === 'interleavedCbc'
      ? config.mode.chains
      : config.mode.kind === 'multiStreamCbc'
        ? config.mode.streams
        : 0;
  const chains = built || Math.min(64, Math.max(2, inFlight));
  add(`interleaved CBC, ${chains} chains`, 'interleavedCbc', false, Math.max(24, 2 * chains + 3), { chains });
  if (!built && chains !== 3) add('interleaved CBC, 3 chains', 'interleavedCbc', false, 20, { chains: 3 });
  const streams = built || Math.min(16, Math.max(2, inFlight));
  const next = random(0x5eed ^ streams);
  const order = Array.from({ length: 40 }, () => Math.floor(next() * streams));
  add(`multi-stream CBC, ${streams} streams in random order`, 'multiStreamCbc', false, 40, {
    chains: streams,
    streams: order,
  });
  add(`multi-stream CBC decrypt, ${streams} streams`, 'multiStreamCbc', true, 40, { chains: streams, streams: order });
  add('CTR', 'ctr', false, 30);
  add('CTR decrypt', 'ctr', true, 30);
  add('CFB encrypt', 'cfb', false, 4);
  add('CFB decrypt', 'cfb', true, 20);
  add('OFB', 'ofb', false, 4);
  add('OFB decrypt', 'ofb', true, 4);

  // Key changes mid-run (one bank; banked cores also switch banks below).
  for (const bits of config.keyBits) {
    for (const decrypt of [false, true]) {
      const what = decrypt ? 'decrypt' : 'encrypt';
      add(`key changes: ECB ${what} stream, new keys before blocks 10 and 25, ${bits}-bit key`, 'ecb', decrypt, 40, {
        bits,
        keyChanges: [{ beforeBlock: 10 }, { beforeBlock: 25 }],
      });
    }
  }
  add('key changes: two back to back before block 5, one after the last block', 'ecb', false, 12, {
    keyChanges: [{ beforeBlock: 5 }, { beforeBlock: 5 }, { beforeBlock: 12 }],
  });
  add('key changes: ECB decrypt, two back to back before block 5', 'ecb', true, 12, {
    keyChanges: [{ beforeBlock: 5 }, { beforeBlock: 5 }],
  });
  add('key changes: CBC encrypt chain, new key before block 3', 'cbc', false, 6, { keyChanges: [{ beforeBlock: 3 }] });
  add('key changes: CBC decrypt, new key before block 8', 'cbc', true, 20, { keyChanges: [{ beforeBlock: 8 }] });
  add('key changes: CTR, new key before block 12', 'ctr', false, 30, { keyChanges: [{ beforeBlock: 12 }] });
  add('key changes: OFB, new key before block 2', 'ofb', false, 4, { keyChanges: [{ beforeBlock: 2 }] });
  add(
    `key changes: interleaved CBC, ${chains} chains, new key before block ${chains + 1}`,
    'interleavedCbc',
    false,
    2 * chains + 3,
    {
      chains,
      keyChanges: [{ beforeBlock: chains + 1 }],
    },
  );
  if (config.keySchedule === 'banked') {
    // A key into bank 1 expands while bank-0 blocks run; then blocks alternate banks, and a
    // key into bank 0 waits for bank 0's blocks to leave while bank 1's stay in flight.
    const banks = Array.from({ length: 40 }, (_, b) => (b < 8 ? 0 : b % 2));
    for (const decrypt of [false, true]) {
      const what = decrypt ? 'decrypt' : 'encrypt';
      add(`key changes: banks, ECB ${what}, bank 1 before block 8, bank 0 before block 24`, 'ecb', decrypt, 40, {
        banks,
        keyChanges: [
          { beforeBlock: 8, bank: 1 },
          { beforeBlock: 24, bank: 0 },
        ],
      });
    }
    add('key changes: banks, CTR, bank 3 before block 2, blocks of banks 0 and 3', 'ctr', false, 24, {
      banks: Array.from({ length: 24 }, (_, b) => (b < 2 ? 0 : b % 3 === 0 ? 3 : 0)),
      keyChanges: [{ beforeBlock: 2, bank: 3 }],
    });
    for (const bits of config.keyBits.slice(1)) {
      add(`key changes: banks, ${bits}-bit keys, bank 2 before block 6, blocks of banks 0 and 2`, 'ecb', false, 30, {
        bits,
        banks: Array.from({ length: 30 }, (_, b) => (b < 6 ? 0 : b % 2 ? 2 : 0)),
        keyChanges: [{ beforeBlock: 6, bank: 2 }],
      });
    }
  }
  return list;
}

/** Cycles enough for the whole message: key setup, the queue ahead, a latency a block. */
function cyclesFor(timing, stimulus) {
  const t = timing.byKeySize.find((k) => k.keyBits === stimulus.keyBits);
  const changes = (stimulus.keyChanges ?? []).length;
  return (
    64 +
    (changes + 1) * (t.handshakes + t.keySetup) +
    ivCount(stimulus.mode, stimulus.chains) +
    t.latency * (stimulus.blocks.length + 1 + changes)
  );
}

const show = (word) => {
  const p = decodeProbe(word);
  return p.valid ? `stream ${p.tag >>> 20} block ${p.tag & 0xfffff} round ${p.round}` : 'empty';
};

for (const entry of fullyTested) {
  describeModel(entry, (model) => {
    const timing = simCore.predictTiming(entry.id);
    const blockBytes = entry.config.blockBits / 8;
    for (const { name, stimulus: partial } of stimuli(entry.config, timing)) {
      test(`occupancy: ${name}`, async () => {
        const stimulus = { ...partial, cycles: cyclesFor(timing, partial) };
        const { keyBits: bits, mode, decrypt, chains, blocks, cycles, keyChanges = [] } = stimulus;
        const predicted = simCore.predictOccupancy(entry.id, stimulus);
        const names = model.describe().probes;
        const stages = names.length;
        assert.equal(
          predicted.length,
          cycles * stages,
          `predicted ${predicted.length / cycles} stages, the RTL has ${stages}`,
        );

        await model.reset();
        await model.captureProbes(cycles);
        const key = Uint8Array.from({ length: bits / 8 }, (_, i) => (0x2b + 7 * i) & 0xff);
        await Promise.all(keyLoader(entry.config)(model, key));
        if (entry.config.mode.kind === 'all' && mode !== 'ecb') await model.setMode(mode, chains);
        for (let c = 0; c < ivCount(mode, chains); c++)
          await model.loadIv(
            Uint8Array.from({ length: blockBytes }, (_, i) => (c * 16 + i) & 0xff),
            c,
          );
        // Blocks, each key change right before the block it names (in the one queue, in order).
        const queued = [];
        const loadKey = keyLoader(entry.config);
        const changeAt = (b) =>
          keyChanges.forEach((k, n) => {
            if (k.beforeBlock !== b) return;
            const next = Uint8Array.from({ length: bits / 8 }, (_, i) => (0x61 + 13 * n + 5 * i) & 0xff);
            queued.push(...loadKey(model, next, k.bank ?? 0));
          });
        blocks.forEach(({ tag, stream, bank = 0 }, b) => {
          changeAt(b);
          queued.push(
            model.offer(
              Uint8Array.from({ length: blockBytes }, (_, i) => (b * 31 + i) & 0xff),
              tag,
              { decrypt, stream, bank },
            ),
          );
        });
        changeAt(blocks.length);
        await Promise.all(queued);
        await model.step(cycles);
        const { written, words } = await model.probes();
        const outputs = await model.takeAll();
        assert.equal(written, cycles, 'cycles captured');
        assert.equal(
          outputs.length,
          blocks.length,
          `${outputs.length} of ${blocks.length} blocks came out within ${cycles} cycles`,
        );

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
