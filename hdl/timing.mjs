// Timing of a core configuration, measured on its simulator (native or WASM, same methods):
//   keySetup  cycles from the key handshake until a block waiting behind it is accepted
//             (Dandalis et al.'s key-setup latency; an offline core's precomputed round
//             keys take one handshake each)
//   latency   cycles a block spends in the datapath, from its first register to its exit
//   feedback  cycles per block when each block waits for the previous result (CBC
//             encryption): measured with the harness's same-cycle feedback chain
//   stream    cycles per block in a saturated stream (ECB): blocks start 1680 apart, and
//             1680 is a multiple of every pattern length below 9 and of 10, 12, 14, 15 and
//             16 (a PP-16 core such as Triple DES's Fig. 7 starts 16 blocks every 48 cycles:
//             840 blocks, not a multiple of 16, measured 2.98 where the rate is 3); 16
//             apart on a core that holds one block at a time, where every block repeats the last
//   inFlight  the most blocks in the datapath at once while streaming
// Each is measured per key size (3-in-1 cores) and per direction (unified cores).
import { decodeProbe } from './harness/wasm-model.mjs';

const window = 1680;
// Mode runs measure over 1680 blocks too: a multiple of 16 streams. Stream and mode runs
// measure over 16 where one block is in the datapath at a time (a one-block core, or in
// measureModes a single feedback chain).
const modeWindow = 1680;
const oneBlockWindow = 16;

function keySizes(config) {
  return config.keyBits;
}

function directions(config) {
  return config.direction === 'unified' ? ['encrypt', 'decrypt'] : [config.direction];
}

/** Cycle of each tag's first appearance in the probes, and the most tags at once. */
function scan(words, stages) {
  const first = new Map();
  let inFlight = 0;
  for (let c = 0; c < words.length / stages; c++) {
    const tags = new Set();
    for (let s = 0; s < stages; s++) {
      const p = decodeProbe(words[c * stages + s]);
      if (!p.valid) continue;
      tags.add(p.tag);
      if (!first.has(p.tag)) first.set(p.tag, c);
    }
    inFlight = Math.max(inFlight, tags.size);
  }
  return { first, inFlight };
}

/**
 * Measure one configuration. `loadKey(model, key)` returns the handshake promises (an
 * offline core takes one per round key); the model must be open.
 */
export async function measureTiming(model, config, loadKey) {
  const stages = model.describe().probes.length;
  const results = [];
  for (const bits of keySizes(config)) {
    for (const direction of directions(config)) {
      const decrypt = direction === 'decrypt';
      const key = new Uint8Array(bits / 8).fill(0x2b);
      const block = new Uint8Array(config.blockBits / 8).fill(0x5a);

      // One block right behind a fresh key: key-setup latency and latency. A first run to
      // its result gives the cycles to record (at least 2000): a bit-serial core's block
      // alone takes thousands.
      await model.reset();
      loadKey(model, key);
      await model.offer(block, 1, { decrypt });
      const run = Math.max(2000, (await model.runUntilOutput(1 << 24)) + 16);
      await model.reset();
      await model.captureProbes(Math.max(4096, run));
      const handshakes = loadKey(model, key).length;
      await model.offer(block, 1, { decrypt });
      await model.step(run);
      const single = await model.probes();
      await model.takeAll();
      const cycles = [];
      single.words.forEach((w, i) => {
        const p = decodeProbe(w);
        if (p.valid && p.tag === 1) cycles.push(Math.floor(i / stages));
      });
      if (cycles.length === 0) throw new Error(`${config.id}: the block never entered the datapath`);
      const occupied = new Set(cycles);
      const latency = occupied.size;
      // The block is accepted in the cycle before it first sits in a register; the key's
      // first handshake is cycle 0.
      const keySetup = cycles[0] - 1;

      // Feedback: chained blocks, each result the next input in the cycle it appears.
      const a = await model.chain(block, 20, { decrypt, maxCycles: 1 << 20 });
      const b = await model.chain(block, 40, { decrypt, maxCycles: 1 << 20 });
      const feedback = (b.cycles - a.cycles) / 20;

      // Stream: a saturated input. A core that holds one block at a time (its first 24
      // blocks never overlap) repeats every block, so 16 after 4 give the exact rate, as in
      // measureModes; a pipeline is measured over `window` after 100.
      const streamRun = async (warm, span) => {
        await model.reset();
        await Promise.all(loadKey(model, key));
        await model.step(200);
        const blocks = warm + span + warm;
        // Room for the whole run: at most `latency` cycles a block, plus the last step.
        await model.captureProbes(blocks * latency + latency + 1024);
        for (let t = 0; t < blocks; t++) model.offer(block, t, { decrypt });
        let guard = 0;
        for (let done = 0; done < blocks && guard < 100_000; guard++) {
          await model.step(1024);
          done += (await model.takeAll()).length;
        }
        const { words } = await model.probes();
        const { first, inFlight } = scan(words, stages);
        await model.captureProbes(0);
        return { stream: (first.get(warm + span) - first.get(warm)) / span, inFlight };
      };
      const short = await streamRun(4, oneBlockWindow);
      const { stream, inFlight } = short.inFlight === 1 ? short : await streamRun(100, window);

      results.push({ keyBits: bits, direction, keySetup, handshakes, latency, feedback, stream, inFlight });
    }
  }
  return results;
}

/**
 * The modes a configuration runs (its `mode`, or every mode for `all`), with the
 * directions its cipher allows: CTR, CFB and OFB need only the forward cipher.
 */
export function supportedModes(config) {
  const forward = config.direction !== 'decrypt';
  const inverse = config.direction !== 'encrypt';
  const kinds =
    config.mode.kind === 'all'
      ? ['ecb', 'ctr', 'cbc', 'cfb', 'ofb', 'interleavedCbc', 'multiStreamCbc']
      : [config.mode.kind];
  const runs = [];
  for (const mode of kinds) {
    const forwardOnly = mode === 'ctr' || mode === 'cfb' || mode === 'ofb';
    for (const decrypt of [false, true]) {
      const ok = forwardOnly ? forward : decrypt ? inverse : forward;
      if (ok) runs.push({ mode, decrypt });
    }
  }
  return runs;
}

const gcd = (a, b) => (b === 0 ? a : gcd(b, a % b));

/**
 * Cycles per block and per-stage utilization of each mode in a saturated stream, on the
 * core's smallest key. Interleaved CBC uses as many chains as blocks fit in the datapath
 * (`inFlight`, from measureTiming; at most 64), multi-stream CBC as many streams, up to 16;
 * blocks are tagged (stream << 20) | block, the lab's convention (sim-core's analytics read
 * it). The window between the measured blocks is a multiple of 1680 and of the chains, so a
 * periodic pattern gives its exact rate. Where one block is in the datapath at a time (a core
 * that holds one, `inFlight` 1: iterative and bit-serial; or a single chain of CBC or CFB
 * encryption or OFB, each block waiting for the one before), the pipeline empties between
 * blocks and the run repeats every block, so 16 blocks after 4 give the same exact rate (the
 * lab's slowest bit-serial core, 8,700 cycles a block, took 152 s natively over 1680; an
 * SP-10-3 core's four chained modes, 81 cycles a block, 45 s). Probes are read as the run
 * goes, through a small ring, so memory does not grow with the run.
 */
export async function measureModes(model, config, loadKey, inFlight) {
  const stages = model.describe().probes.length;
  const bits = config.keyBits[0];
  const key = new Uint8Array(bits / 8).fill(0x2b);
  const iv = new Uint8Array(config.blockBits / 8).fill(0x3c);
  const rows = [];
  const ring = 2048;
  const chunk = 1024;
  for (const { mode, decrypt } of supportedModes(config)) {
    const chains =
      mode === 'interleavedCbc' ? Math.min(inFlight, 64) : mode === 'multiStreamCbc' ? Math.min(inFlight, 16) : 1;
    // One block in the datapath at a time: the core holds one, or a single chain waits for
    // each result (SP 800-38A: CBC and CFB encryption and OFB feed the cipher's output back).
    const chained = chains === 1 && (mode === 'ofb' || (!decrypt && (mode === 'cbc' || mode === 'cfb')));
    const oneAtATime = inFlight === 1 || chained;
    const modeBlocks = oneAtATime ? oneBlockWindow : modeWindow;
    const warm = oneAtATime ? 4 : 100;
    const span = (modeBlocks * chains) / gcd(modeBlocks, chains);
    await model.reset();
    await Promise.all(loadKey(model, key));
    if (config.mode.kind === 'all') await model.setMode(mode, chains);
    for (let c = 0; c < chains; c++) await model.loadIv(iv, c);
    await model.step(200);
    const blocks = warm + span + warm;
    await model.captureProbes(ring);
    for (let t = 0; t < blocks; t++) {
      const stream = mode === 'multiStreamCbc' ? t % chains : 0;
      model.offer(iv, (stream << 20) | t, { decrypt, stream });
    }
    // First appearance of blocks `warm` and `warm + span`, and stage occupancy in between.
    const seen = new Set();
    let from = -1;
    let to = -1;
    const busy = new Array(stages).fill(0);
    let processed = 0;
    for (let done = 0, guard = 0; done < blocks && guard < 1_000_000; guard++) {
      await model.step(chunk);
      done += (await model.takeAll()).length;
      const { written, words } = await model.probes();
      const base = written - words.length / stages;
      for (let c = Math.max(processed, base); c < written; c++) {
        const row = (c - base) * stages;
        for (let s = 0; s < stages; s++) {
          const p = decodeProbe(words[row + s]);
          if (!p.valid) continue;
          const block = p.tag & 0xfffff;
          if (seen.has(block)) continue;
          seen.add(block);
          if (block === warm) from = c;
          if (block === warm + span) to = c;
        }
        if (from >= 0 && to < 0) for (let s = 0; s < stages; s++) if (words[row + s] !== 0) busy[s]++;
      }
      processed = written;
    }
    await model.captureProbes(0);
    if (from < 0 || to < 0)
      throw new Error(`${config.id} ${mode}: blocks ${warm} and ${warm + span} were not both seen`);
    rows.push({
      mode,
      direction: decrypt ? 'decrypt' : 'encrypt',
      chains,
      cyclesPerBlock: (to - from) / span,
      utilization: busy.map((b) => b / (to - from)),
    });
  }
  return rows;
}
