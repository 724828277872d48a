// The harness ABI's promises beyond correct ciphertext (hdl/ABI.md): a description of the
// core, errors that say what is wrong (a key length, bank or direction the core does not
// have), reset, the cycle counter, tags, and VCD windows that waveform viewers can open.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fullyTested, simCore, directions, keyLoader, describeModel, blockCycles, streamCycles } from './lib/setup.mjs';
import { stallGuard } from './lib/drive.mjs';
import { keySlots } from '../harness/defines.mjs';
import { ABI } from '../harness/wasm-model.mjs';
import { root } from '../../scripts/lib/paths.mjs';

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('hdl/ABI.md documents every call of cs_harness.h, and the version the code speaks', () => {
  const header = fs.readFileSync(path.join(root, 'hdl', 'harness', 'cs_harness.h'), 'utf8');
  const doc = fs.readFileSync(path.join(root, 'hdl', 'ABI.md'), 'utf8');
  // Declarations (not comments) in the header; the first column of ABI.md's table of calls.
  const declared = [...header.matchAll(/^(?![/#])\S[^(\n]*\b(cs_\w+)\(/gm)].map((m) => m[1]).sort();
  const calls = doc.slice(doc.indexOf('## Calls'), doc.indexOf('\n## ', doc.indexOf('## Calls') + 1));
  const documented = [
    ...new Set(
      [...calls.matchAll(/^\| (.*?) \|/gm)].flatMap((row) => [...row[1].matchAll(/\b(cs_\w+)\(/g)].map((m) => m[1])),
    ),
  ].sort();
  assert.deepEqual(documented, declared);
  assert.match(header, new RegExp(`#define CS_ABI_VERSION ${ABI}\\b`));
  assert.match(doc, new RegExp(`\`cs_abi_version\\(\\)\` returns ${ABI} `));
  assert.match(doc, new RegExp(`\\{"abi":${ABI},`));
});

for (const entry of fullyTested) {
  const config = entry.config;
  const { encrypt, decrypt } = directions(config);
  const key = (bits) => Uint8Array.from({ length: bits / 8 }, (_, i) => (i * 37 + 5) & 0xff);
  const blockBytes = config.blockBits / 8;
  const block = () => new Uint8Array(blockBytes);
  // The harness's list of key lengths: "128", "128, 192 or 256" (cs_harness.cpp key_bits_list).
  const spoken = (list) => (list.length > 1 ? `${list.slice(0, -1).join(', ')} or ${list.at(-1)}` : String(list[0]));
  describeModel(entry, (model) => {
    test('describe names the configuration, its cipher, block, keys, direction and mode', () => {
      const d = model.describe();
      assert.equal(d.config, entry.id);
      assert.equal(d.abi, ABI);
      assert.equal(d.cipher, config.cipher);
      assert.equal(d.blockBits, config.blockBits);
      assert.deepEqual(d.keyBits, config.keyBits);
      assert.equal(d.keySlots, keySlots(config));
      assert.equal(d.roundKeyLoads, config.keySchedule === 'offline');
      assert.equal(d.direction, config.direction);
      assert.equal(d.fixedMode, config.mode.kind === 'all' ? null : d.fixedMode);
      assert.equal(d.probes.length, config.registerStages);
    });

    test('a key length, bank or tag the core does not take is refused with a message naming it', async () => {
      await model.reset();
      if (config.keySchedule === 'offline') {
        await assert.rejects(
          async () => model.loadKey(new Uint8Array(5)),
          new RegExp(
            `an offline key schedule takes one round key a load, ${config.blockBits} bits \\(${escape(entry.id)}\\), got 40`,
          ),
        );
        await assert.rejects(
          async () => model.loadKey(block(), keySlots(config)),
          new RegExp(`round key index must be 0 to ${keySlots(config) - 1}, got ${keySlots(config)}`),
        );
      } else {
        const list = config.keyBits;
        await assert.rejects(
          async () => model.loadKey(new Uint8Array(5)),
          new RegExp(`key length must be ${spoken(list)} bits \\(${escape(entry.id)}\\), got 40`),
        );
        for (const bits of [64, 128, 192, 256].filter((b) => !list.includes(b)))
          await assert.rejects(async () => model.loadKey(new Uint8Array(bits / 8)), new RegExp(`, got ${bits}$`));
        const slots = keySlots(config);
        await assert.rejects(
          async () => model.loadKey(key(list[0]), slots),
          new RegExp(
            `key bank must be ${slots === 1 ? '0 \\(the core keeps one key\\)' : `0 to ${slots - 1}`}, got ${slots}`,
          ),
        );
      }
      await assert.rejects(async () => model.offer(block(), 1 << 24), /tag must fit in 24 bits/);
      // A block's bank: one the core has (a banked schedule's keySlots; 0 otherwise), never wrapped.
      const banks = config.keySchedule === 'offline' ? 1 : keySlots(config);
      for (const bank of [banks, 15].filter((b) => b >= banks))
        await assert.rejects(
          async () => model.offer(block(), 1, { decrypt: !encrypt, bank }),
          new RegExp(
            `a block's key bank must be ${banks === 1 ? '0 \\(the core keeps one key\\)' : `0 to ${banks - 1}`} \\(${escape(entry.id)}\\), got ${bank}`,
          ),
        );
      assert.deepEqual(await model.state(), { cycle: 0, pending: 0, available: 0 }, 'nothing refused was queued');
    });

    test('a block in a direction the core does not have is refused; CTR, CFB and OFB decrypt forward', async () => {
      await model.reset();
      for (const mode of ['ecb', 'cbc']) {
        await model.setMode(mode);
        if (!decrypt)
          await assert.rejects(
            async () => model.offer(block(), 1, { decrypt: true }),
            new RegExp(
              `${escape(entry.id)} only encrypts: ${mode.toUpperCase()} decryption needs a dec or encdec core`,
            ),
          );
        if (!encrypt)
          await assert.rejects(
            async () => model.offer(block(), 1),
            new RegExp(`only decrypts: offer ${mode.toUpperCase()} blocks with the decrypt flag`),
          );
      }
      for (const mode of ['ctr', 'cfb', 'ofb']) {
        if (!encrypt) {
          await assert.rejects(async () => model.setMode(mode), /runs the forward cipher in both directions/);
          continue;
        }
        await model.setMode(mode);
        await model.offer(block(), 1, { decrypt: true });
        await model.offer(block(), 2);
      }
      await model.reset();
    });

    test('mode, chain and IV arguments out of range are refused', async () => {
      await model.reset();
      await assert.rejects(async () => model.setMode('ecb', 0), /chains must be 1 to 64, got 0/);
      await assert.rejects(async () => model.setMode('interleavedCbc', 65), /chains must be 1 to 64, got 65/);
      await assert.rejects(async () => model.loadIv(block(), 256), /IV index must be 0 to 255, got 256/);
      assert.deepEqual(await model.state(), { cycle: 0, pending: 0, available: 0 }, 'nothing refused was queued');
    });

    test('reset empties the queues and restarts the cycle counter', async () => {
      await Promise.all(keyLoader(config)(model, key(config.keyBits[0])));
      await model.offer(block(), 1, { decrypt: !encrypt });
      await model.step(3);
      await model.reset();
      assert.deepEqual(await model.state(), { cycle: 0, pending: 0, available: 0 });
      await model.step(50);
      assert.deepEqual(await model.takeAll(), [], 'nothing comes out of a reset core');
    });

    test('tags come back with their blocks, in order, through back-pressure-free streaming', async () => {
      await model.reset();
      await Promise.all(keyLoader(config)(model, key(config.keyBits[0])));
      const tags = [0, 0xffffff, 12345, 7];
      for (const t of tags) await model.offer(block(), t, { decrypt: !encrypt });
      // Long enough for the key's setup (Twofish's tables: 256 cycles) and the four blocks.
      const { keySetup, latency } = simCore.predictTiming(config.id).byKeySize[0];
      await model.step(keySetup + 4 * latency + 100);
      assert.deepEqual(
        (await model.takeAll()).map((o) => o.tag),
        tags,
      );
    });

    test('a busy output holds the core: every result still comes, once and in order', async () => {
      // The harness takes a result only while fewer than 2 wait, so the core meets out_ready
      // low again and again and must hold its blocks (a full pipeline in its exit buffer):
      // each long step lasts 40 cycles or three blocks of the core's predicted stream,
      // whichever is longer, so more results come than may wait. The run stops at the
      // drivers' stall guard (lib/drive.mjs), from the core's predicted cycles a block.
      const keyBytes = key(config.keyBits[0]);
      const blocks = Array.from({ length: 24 }, (_, b) =>
        Uint8Array.from({ length: blockBytes }, (_, i) => (b * 29 + i * 3) & 0xff),
      );
      await model.reset();
      await model.outputLimit(2);
      await Promise.all(keyLoader(config)(model, keyBytes));
      for (const [b, block] of blocks.entries()) await model.offer(block, b, { decrypt: !encrypt });
      const results = [];
      const longStep = Math.max(40, 3 * Math.ceil(streamCycles(entry)));
      const guard = stallGuard(blockCycles(entry), blocks.length);
      for (let round = 0, cycles = 0; cycles < guard && results.length < blocks.length; round++) {
        cycles += await model.step(round % 3 === 0 ? longStep : 3);
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
          Buffer.from(simCore.cipherBlocks(config.cipher, keyBytes, blocks[b], !encrypt)).toString('hex'),
          `block ${b}`,
        ),
      );
    });

    test('the output limit refuses what is not a count of results', async () => {
      await assert.rejects(async () => model.outputLimit(0), /output limit must be 1 to 1048576 results, got 0/);
    });

    test('a VCD window has a header, the ports, and one timestamp per half cycle', async () => {
      await model.reset();
      await Promise.all(keyLoader(config)(model, key(config.keyBits[0])));
      await model.offer(block(), 1, { decrypt: !encrypt });
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
