// Occupancy probes: every register stage is named and reports which block it holds, in
// which round, on every cycle, and the timing they show is the architecture's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fullyTested, keyLoader, describeModel, blockCycles, keyCycles } from './lib/setup.mjs';
import { decodeProbe } from '../harness/wasm-model.mjs';

for (const entry of fullyTested) {
  const { config } = entry;
  // The first key size the core takes (the smallest of a 3-in-1 core's) and its Nr.
  const keyBytes = config.keyBits[0] / 8;
  const blockBytes = config.blockBits / 8;
  const nr = config.rounds[0];
  // LU-k's one register sees every k-th round. AES's round 0 (the initial AddRoundKey) has a
  // register of its own unless a registered S-box closes the loop (aes_core.sv); then a
  // block enters straight into round 1. A cipher without an initial round (Serpent) enters
  // straight into its first round, so the first register it meets holds round k (LU-k) or 1.
  const step = config.architecture.kind === 'LU' ? config.architecture.k : 1;
  const firstRound = config.initialRound ? (config.layout.afterArk || config.layout.linear ? 0 : 1) : step;
  describeModel(entry, (model) => {
    test('every register stage has a unique, readable probe name', () => {
      const names = model.describe().probes;
      assert.equal(names.length, config.registerStages, `probes: ${names.join(', ')}`);
      assert.equal(new Set(names).size, names.length, 'names repeat');
      for (const name of names) assert.match(name, /^[a-z][a-z0-9_.]*$/);
    });

    test('probes follow each block through every round in order', async () => {
      const blocks = 6;
      // Room for every block, each within the core's predicted bound (lib/setup.mjs).
      const cycles = blockCycles(entry) * (blocks + 1);
      await model.reset();
      await model.captureProbes(cycles); // every cycle of the run, so each block is seen whole
      await Promise.all(keyLoader(config)(model, new Uint8Array(keyBytes)));
      for (let i = 0; i < blocks; i++) await model.offer(new Uint8Array(blockBytes).fill(i), 100 + i);
      await model.step(cycles);
      const outputs = await model.takeAll();
      assert.deepEqual(
        outputs.map((o) => o.tag),
        [100, 101, 102, 103, 104, 105],
      );

      const { words } = await model.probes();
      const stages = config.registerStages;
      const seen = new Map(); // tag -> rounds seen, in cycle order
      for (let c = 0; c < words.length / stages; c++) {
        for (let s = 0; s < stages; s++) {
          const p = decodeProbe(words[c * stages + s]);
          if (!p.valid) continue;
          assert.ok(p.tag >= 100 && p.tag < 100 + blocks, `cycle ${c} stage ${s}: unknown tag ${p.tag}`);
          if (!seen.has(p.tag)) seen.set(p.tag, []);
          const list = seen.get(p.tag);
          if (list.at(-1) !== p.round) list.push(p.round);
        }
      }
      const expected = [];
      for (let r = firstRound; r <= nr; r += step) expected.push(r);
      assert.equal(seen.size, blocks, 'every block shows in the probes');
      for (const [tag, list] of seen) {
        assert.deepEqual(list, expected, `block ${tag} rounds`);
      }
      await model.captureProbes(0);
    });

    if (config.architecture.kind === 'LU' && config.layout.afterArk && config.keySize !== '3in1') {
      const k = config.architecture.k;
      const expected = nr / k + (config.initialRound ? 1 : 0);
      const formula = config.initialRound ? 'Nr/k + 1' : 'Nr/k';
      test(`LU-${k} starts a block every ${formula} = ${expected} cycles (Elbirt et al. 2000, Table 2)`, async () => {
        await model.reset();
        await model.captureProbes(4096);
        await Promise.all(keyLoader(config)(model, new Uint8Array(keyBytes)));
        for (let i = 0; i < 20; i++) await model.offer(new Uint8Array(blockBytes), i);
        // The key's setup first (RC6's 66 cycles, MARS's 245), then 20 blocks' starts.
        await model.step(keyCycles(entry) + 40 * expected);
        const { words } = await model.probes();
        const starts = [];
        words.forEach((w, c) => {
          const p = decodeProbe(w);
          if (p.valid && p.round === firstRound) starts.push(c);
        });
        const gaps = starts.slice(1).map((c, i) => c - starts[i]);
        assert.ok(gaps.length >= 10);
        assert.deepEqual(new Set(gaps), new Set([expected]), `gaps between block starts: ${gaps.join(' ')}`);
        await model.captureProbes(0);
      });
    }
  });
}
