// The script a core bench's driver (hdl/tb/core_tb.cpp) runs on one shape, and what each of its
// outputs must be: the published known answers, sim-core's results through golden_blocks
// (hdl/tb/golden-blocks.mjs), the feedback chains' and streams' last blocks. The same plan for
// every cipher; its bench's descriptor (hdl/tb/core-bench.mjs, CoreBench) gives what differs.
import { xorshift32 } from '../../vectors/xorshift32.mjs';
import { under } from './golden-blocks.mjs';

const hex = (bytes) => Buffer.from(bytes).toString('hex');

/** Key lengths in bytes a shape takes: every one of the cipher's on a 3-in-1 core or an offline store. */
export const keySizes = (bench, shape) =>
  shape.keyLen === '3in1' || shape.schedule === 'offline' ? bench.keyBytes : [shape.keyLen / 8];

/** The in_decrypt_i values a shape takes. */
export const directions = (shape) => (shape.dir === 'unified' ? [0, 1] : [shape.dir === 'dec' ? 1 : 0]);

/** Key banks a shape's core holds (its in_bank_i and key_bank_i values). */
export const keyBanks = (shape) => shape.banks ?? 1;

/** Blocks a feedback chain runs; blocks each stream of the multi-stream measurement runs. */
const chainBlocks = 6;
const streamBlocks = 4;

/**
 * The script of one shape: { script, expected (per `run`: [{ tag, slot, data }] in order),
 * chains ([{ n, decrypt, data }]), streams ({ s, per, finals } or null), nfbRun (the run
 * measured without feedback), vectorRuns ([first, end) of the known answers' runs) }.
 */
export async function scriptOf(bench, shape, seed, golden) {
  const lines = [];
  const expected = []; // per `run`: [{ tag, slot, data }] in order (data a promise until the end)
  const chains = [];
  let streams = null;
  let tag = 1;
  const rng = xorshift32(seed);
  let batch = [];
  const dirs = directions(shape);
  const sizes = keySizes(bench, shape);
  const banks = keyBanks(shape);
  const randomBlock = () => hex(rng.bytes(bench.blockBytes));
  const cipherUnder = (key) => under(golden, bench.golden, key);
  const block = (cipher, decrypt, input, bank) => {
    const slot = rng.next() & 0xff;
    lines.push(`block ${input} ${tag} ${slot} ${decrypt} ${bank}`);
    batch.push({ tag, slot, data: decrypt ? cipher.decrypt(input) : cipher.encrypt(input) });
    tag = (tag + 1) & 0xffffff;
  };
  const runLine = (ready, offer) => {
    lines.push(`run ${ready} ${offer} ${rng.next() & 0x7fffffff}`);
    expected.push(batch);
    batch = [];
  };
  // A key into a bank: one handshake online; offline, the key's round-key blocks from the
  // golden model, one handshake each (key_bank_i = the block's index).
  const keyLines = async (key, bank) => {
    const code = bench.keyLenCodes[key.length];
    if (shape.schedule !== 'offline') return [`key ${hex(key).padEnd(64, '0')} ${code} ${bank}`];
    const blocks = await cipherUnder(key).roundKeys();
    return blocks.map((b, i) => `key ${b.padEnd(64, '0')} ${code} ${i}`);
  };

  // A baked shape answers with its built-in round keys before any key handshake.
  if (shape.baked) {
    const cipher = cipherUnder(new Uint8Array(bench.bakedKeyBytes));
    for (const decrypt of dirs) block(cipher, decrypt, randomBlock(), 0);
    runLine(100, 100);
  }

  // 1. Every known answer the shape's keys allow, in each direction it has, expecting the
  //    record's own plaintext and ciphertext (each block of a multi-block message). A core
  //    with one key runs each record alone; a core with banks takes each record's key into
  //    the next bank in turn, all in one run (a bank is rewritten once its blocks are out).
  const firstVectorRun = expected.length;
  const blocksOf = (text) => text.match(new RegExp(`.{${2 * bench.blockBytes}}`, 'g'));
  let bank = 0;
  for (const v of bench.vectors()) {
    const key = bench.vectorKey(shape, v);
    if (!key) continue;
    lines.push(...(await keyLines(key, bank)));
    const plaintext = blocksOf(v.plaintext);
    const ciphertext = blocksOf(v.ciphertext);
    for (const decrypt of dirs) {
      plaintext.forEach((p, i) => {
        const answer = { encrypt: () => ciphertext[i], decrypt: () => p };
        block(answer, decrypt, decrypt ? ciphertext[i] : p, bank);
      });
    }
    if (banks === 1) runLine(100, 100);
    else bank = (bank + 1) % banks;
  }
  if (banks > 1) runLine(100, 100);
  const vectorRuns = [firstVectorRun, expected.length];

  // 2. A stream under back-pressure, with keys changed mid-stream: on a core with one key a
  //    new key every 40 blocks (the cipher's key sizes in turn); on a core with banks, a key
  //    in every bank, then one bank rewritten every 25 blocks (the new key waits for that
  //    bank's blocks in flight; the other banks' blocks go on behind it in the queue, as the
  //    harness orders them).
  if (banks === 1) {
    for (let segment = 0; segment < 6; segment++) {
      const key = rng.bytes(sizes[segment % sizes.length]);
      lines.push(...(await keyLines(key, 0)));
      const cipher = cipherUnder(key);
      for (let b = 0; b < 40; b++) block(cipher, dirs[rng.next() % dirs.length], randomBlock(), 0);
    }
  } else {
    const bankKeys = [];
    for (let b = 0; b < banks; b++) {
      bankKeys[b] = rng.bytes(sizes[b % sizes.length]);
      lines.push(...(await keyLines(bankKeys[b], b)));
    }
    for (let i = 0; i < 300; i++) {
      if (i % 25 === 24) {
        const b = rng.next() % banks;
        bankKeys[b] = rng.bytes(sizes[rng.next() % sizes.length]);
        lines.push(...(await keyLines(bankKeys[b], b)));
      }
      const b = rng.next() % banks;
      block(cipherUnder(bankKeys[b]), dirs[rng.next() % dirs.length], randomBlock(), b);
    }
  }
  runLine(60, 70);

  // 3. Cycles a block without feedback: a long stream, every port always ready.
  const key = rng.bytes(sizes.at(-1));
  lines.push(...(await keyLines(key, 0)));
  const cipher = cipherUnder(key);
  for (let b = 0; b < bench.nfbBlocks; b++) block(cipher, dirs[0], randomBlock(), 0);
  runLine(100, 100);
  const nfbRun = expected.length - 1;

  // 4. With feedback: each result the next input, in the cycle it appears.
  const run = async (decrypt, data, n) => {
    for (let i = 0; i < n; i++) data = await (decrypt ? cipher.decrypt(data) : cipher.encrypt(data));
    return data;
  };
  for (const decrypt of dirs) {
    const start = randomBlock();
    lines.push(`chain ${chainBlocks} ${decrypt} 0 ${start}`);
    chains.push({ n: chainBlocks, decrypt, data: await run(decrypt, start, chainBlocks) });
  }

  // 5. Multi-stream feedback, where the bench measures it: s streams, each result fed back to
  //    its own stream.
  if (bench.streams) {
    const s = bench.streams(shape);
    const decrypt = dirs[0];
    const starts = Array.from({ length: s }, randomBlock);
    const finals = [];
    for (const start of starts) finals.push(await run(decrypt, start, streamBlocks));
    lines.push(`streams ${s} ${streamBlocks} ${decrypt} 0 ${starts.join(' ')}`);
    streams = { s, per: streamBlocks, finals };
  }

  // 6. The key's latency, where the bench measures it: a handshake (into bank 1 on a core with
  //    banks), then the cycles until a block can enter.
  if (bench.setupCycles) {
    const setupKey = rng.bytes(sizes.at(-1));
    const code = bench.keyLenCodes[setupKey.length];
    lines.push(`setup ${hex(setupKey).padEnd(64, '0')} ${code} ${banks > 1 ? 1 : 0}`);
  }

  for (const want of expected) for (const w of want) w.data = await w.data;
  return { script: lines.join('\n') + '\n', expected, chains, streams, nfbRun, vectorRuns };
}
