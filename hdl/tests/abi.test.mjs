// The harness ABI's promises beyond correct ciphertext: errors that say what is wrong,
// reset, the cycle counter, tags, and VCD windows that waveform viewers can open.
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { entries, backend, open } from './lib/setup.mjs';

for (const entry of entries) {
  describe(`${entry.id} on ${backend}`, () => {
    let model;
    before(async () => {
      model = await open(entry);
    });
    after(() => model.close());

    test('describe names the configuration it was built from', () => {
      assert.equal(model.describe().config, entry.id);
      assert.equal(model.describe().abi, 2);
    });

    test('bad arguments are refused with a message naming the problem', async () => {
      await assert.rejects(async () => model.loadKey(new Uint8Array(5)), /key length must be 128, 192 or 256 bits, got 40/);
      await assert.rejects(async () => model.offer(new Uint8Array(16), 1 << 24), /tag must fit in 24 bits/);
    });

    test('reset empties the queues and restarts the cycle counter', async () => {
      await model.loadKey(new Uint8Array(16));
      await model.offer(new Uint8Array(16), 1);
      await model.step(3);
      await model.reset();
      assert.deepEqual(await model.state(), { cycle: 0, pending: 0, available: 0 });
      await model.step(50);
      assert.deepEqual(await model.takeAll(), [], 'nothing comes out of a reset core');
    });

    test('tags come back with their blocks, in order, through back-pressure-free streaming', async () => {
      await model.reset();
      await model.loadKey(new Uint8Array(16));
      const tags = [0, 0xffffff, 12345, 7];
      for (const t of tags) await model.offer(new Uint8Array(16), t);
      await model.step(200);
      assert.deepEqual((await model.takeAll()).map((o) => o.tag), tags);
    });

    test('a VCD window has a header, the ports, and one timestamp per half cycle', async () => {
      await model.reset();
      await model.loadKey(new Uint8Array(16));
      await model.offer(new Uint8Array(16), 1);
      await model.traceStart();
      await model.step(20);
      const vcd = await model.traceStop();
      assert.match(vcd, /\$timescale\s+1ns\s+\$end/);
      for (const port of ['clk_i', 'in_valid_i', 'out_valid_o', 'probe_valid_o']) assert.match(vcd, new RegExp(`\\$var wire\\s+\\d+ \\S+ ${port}`));
      assert.equal((vcd.match(/^#\d+/gm) ?? []).length, 40);
    });
  });
}
