// The harness ABI's promises beyond correct ciphertext: errors that say what is wrong,
// reset, the cycle counter, tags, and VCD windows that waveform viewers can open.
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { entries, backend, open, simCore, keyBits, directions, keyLoader } from './lib/setup.mjs';

for (const entry of entries) {
  describe(`${entry.id} on ${backend}`, () => {
    let model;
    before(async () => {
      model = await open(entry);
    });
    after(() => model.close());

    test('describe names the configuration it was built from', () => {
      assert.equal(model.describe().config, entry.id);
      assert.equal(model.describe().abi, 3);
    });

    test('bad arguments are refused with a message naming the problem', async () => {
      await assert.rejects(
        async () => model.loadKey(new Uint8Array(5)),
        /key length must be 128, 192 or 256 bits, got 40/,
      );
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
      assert.deepEqual(
        (await model.takeAll()).map((o) => o.tag),
        tags,
      );
    });

    test('a busy output holds the core: every result still comes, once and in order', async () => {
      // The harness takes a result only while fewer than 2 wait, so the core meets out_ready
      // low again and again and must hold its blocks (a full pipeline in its exit buffer).
      const decrypt = !directions(entry.config).encrypt;
      const key = Uint8Array.from({ length: keyBits(entry.config)[0] / 8 }, (_, i) => (i * 37 + 5) & 0xff);
      const blocks = Array.from({ length: 24 }, (_, b) =>
        Uint8Array.from({ length: 16 }, (_, i) => (b * 29 + i * 3) & 0xff),
      );
      await model.reset();
      await model.outputLimit(2);
      await Promise.all(keyLoader(entry.config)(model, key));
      for (const [b, block] of blocks.entries()) await model.offer(block, b, { decrypt });
      const results = [];
      for (let round = 0; round < 400 && results.length < blocks.length; round++) {
        await model.step(round % 3 === 0 ? 40 : 3);
        const { available } = await model.state();
        assert.ok(available <= 2, `${available} results waiting, over the limit of 2`);
        if (round % 2 === 0) results.push(...(await model.takeAll()));
      }
      await model.outputLimit(1 << 20);
      assert.deepEqual(
        results.map((o) => o.tag),
        blocks.map((_, b) => b),
        'every block once, in order',
      );
      results.forEach((o, b) =>
        assert.equal(
          Buffer.from(o.data).toString('hex'),
          Buffer.from(simCore.aesBlocks(key, blocks[b], decrypt)).toString('hex'),
          `block ${b}`,
        ),
      );
    });

    test('the output limit refuses what is not a count of results', async () => {
      await assert.rejects(async () => model.outputLimit(0), /output limit must be 1 to 1048576 results, got 0/);
    });

    test('a VCD window has a header, the ports, and one timestamp per half cycle', async () => {
      await model.reset();
      await model.loadKey(new Uint8Array(16));
      await model.offer(new Uint8Array(16), 1);
      await model.traceStart();
      await model.step(20);
      const vcd = await model.traceStop();
      assert.match(vcd, /\$timescale\s+1ns\s+\$end/);
      for (const port of ['clk_i', 'in_valid_i', 'out_valid_o', 'probe_valid_o'])
        assert.match(vcd, new RegExp(`\\$var wire\\s+\\d+ \\S+ ${port}`));
      assert.equal((vcd.match(/^#\d+/gm) ?? []).length, 40);
    });
  });
}
