// The host script's runs (board/host/cs_host.py run_vectors, measure_core, measure_link_known)
// over a BoardLink: the known answers the export writes (board/export/known-answers.mjs, the
// same code in the page: sim-core's golden model and the repository's published files), then
// T's cycles and checksums and B's rate over the UART. The answers are the configuration's
// data, so nothing here knows a cipher.
import { modeName } from '../mode-names';
import { BoardError, type BoardLink, type Identity, type ModeToken } from './protocol';
import { directions, measuredMode, modesOf, runsEcb, simCoreMode, type CoreOnBoard } from './core';

/** A single block of known-answers.json. */
export interface SingleAnswer {
  origin: string;
  key: string;
  decrypt: boolean;
  input: string;
  expected: string;
}

/** A message in a chained mode. */
export interface ModeExample {
  origin: string;
  key: string;
  decrypt: boolean;
  mode: string;
  iv: string | null;
  inputs: string[];
  expected: string[];
}

/** T's key, IVs and checksums per block count. */
export interface ThroughputEntry {
  key: string;
  decrypt: boolean;
  mode: string;
  ivs: string[];
  checksums: Record<string, string>;
}

/** known-answers.json's content (cipherscope-known-answers/2). */
export interface KnownAnswers {
  config: string;
  blockBits: number;
  bakedKey: string | null;
  vectors: SingleAnswer[];
  modeExamples: ModeExample[];
  throughput: ThroughputEntry[];
}

export const bytes = (h: string) => Uint8Array.from(h.match(/../g) ?? [], (x) => parseInt(x, 16));
export const hex = (b: Uint8Array) => [...b].map((x) => x.toString(16).padStart(2, '0')).join('');

export interface Mismatch {
  origin: string;
  key: string;
  iv: string | null;
  /** The block that differs (0 for a single block). */
  block: number;
  input: string;
  expected: string;
  got: string;
}

export interface Tally {
  passed: number;
  failed: number;
  first: Mismatch | null;
}

/** done of total steps (a step: a group of blocks sharing a key, or a message). */
export type Progress = (done: number, total: number) => void;

/** The board's I, checked against the configuration: the same block size. */
export async function identifyFor(link: BoardLink, core: CoreOnBoard): Promise<Identity> {
  const identity = await link.identify();
  if (identity.blockBytes !== core.blockBytes) {
    throw new BoardError(
      'wrong-board',
      `the board moves ${identity.blockBytes}-byte blocks and ${core.id} has ${core.blockBytes}-byte ones: its bitstream was built for another configuration. Load this project's bitstream, or open the lab on the board's configuration.`,
    );
  }
  return identity;
}

class Checker {
  tally: Tally = { passed: 0, failed: 0, first: null };

  record(v: { origin: string; key: string; iv?: string | null; inputs: string[]; expected: string[] }, got: string[]) {
    const wrong = v.expected.findIndex((e, i) => got[i] !== e);
    if (wrong < 0 && got.length === v.expected.length) {
      this.tally.passed++;
      return;
    }
    this.tally.failed++;
    const block = Math.max(0, wrong);
    this.tally.first ??= {
      origin: v.origin,
      key: v.key,
      iv: v.iv ?? null,
      block,
      input: v.inputs[block],
      expected: v.expected[block],
      got: got[block] ?? '(nothing)',
    };
  }
}

/** K for a key as the core takes it, or nothing where the round keys are in the bitstream. */
async function loadKey(link: BoardLink, answers: KnownAnswers, key: string) {
  if (answers.bakedKey) {
    if (key !== answers.bakedKey)
      throw new Error(`key ${key} cannot be loaded: the bitstream holds the round keys of ${answers.bakedKey}`);
    return;
  }
  await link.loadKey(bytes(key));
}

/** Single blocks through ECB, one B a run of blocks sharing a key and a direction (cs_host.py run_ecb). */
function ecbGroups(singles: SingleAnswer[]): SingleAnswer[][] {
  const groups: SingleAnswer[][] = [];
  for (const v of singles) {
    const last = groups.at(-1);
    if (last && last[0].key === v.key && last[0].decrypt === v.decrypt) last.push(v);
    else groups.push([v]);
  }
  return groups;
}

/**
 * The known answers (cs_host.py run_vectors): single blocks through ECB where the core runs
 * it, else one by one through its chained mode; then the messages of its chained modes.
 */
export async function runKnownAnswers(
  link: BoardLink,
  core: CoreOnBoard,
  answers: KnownAnswers,
  progress: Progress = () => {},
): Promise<Tally> {
  const check = new Checker();
  const singles = answers.vectors.filter((v) => (v.decrypt ? core.decrypt : core.encrypt));
  const groups = runsEcb(core) ? ecbGroups(singles) : singles.map((v) => [v]);
  const messages = core.mode === 'ecb' ? [] : messagePlan(core, answers.modeExamples);
  const total = groups.length + messages.length;
  let done = 0;
  const step = () => progress(++done, total);

  if (runsEcb(core)) {
    if (core.mode === 'all') await link.setMode('ecb');
    let currentKey: string | null = null;
    for (const group of groups) {
      if (group[0].key !== currentKey) await loadKey(link, answers, (currentKey = group[0].key));
      await link.blocks(
        group.map((v) => bytes(v.input)),
        {
          decrypt: group[0].decrypt,
          onResult: (j, r) =>
            check.record({ ...group[j], inputs: [group[j].input], expected: [group[j].expected] }, [hex(r)]),
        },
      );
      step();
    }
    await link.drain();
  } else {
    await runThroughMode(link, core, answers, singles, check, step);
  }
  for (const m of messages) {
    await runModeExample(link, core, answers, m.example, m.mode, check);
    step();
  }
  return check.tally;
}

/**
 * Single blocks through the core's own chained mode, one key each (cs_host.py
 * run_through_mode): CBC with a zero IV, or CFB, OFB, CTR with the input as IV and a zero
 * block (their first block is E(IV) XOR the input).
 */
async function runThroughMode(
  link: BoardLink,
  core: CoreOnBoard,
  answers: KnownAnswers,
  singles: SingleAnswer[],
  check: Checker,
  step: () => void,
) {
  const mode = core.mode;
  for (const v of singles) {
    if ((mode === 'cfb' || mode === 'ofb' || mode === 'ctr') && v.decrypt) {
      step();
      continue; // these modes never run the inverse cipher
    }
    await loadKey(link, answers, v.key);
    let block = bytes(v.input);
    if (mode === 'cbc' || mode === 'icbc' || mode === 'mscbc') await link.loadIv(0, new Uint8Array(core.blockBytes));
    else {
      await link.loadIv(0, block);
      block = new Uint8Array(core.blockBytes);
    }
    await link.blocks([block], {
      decrypt: v.decrypt,
      onResult: (_, r) => check.record({ ...v, inputs: [v.input], expected: [v.expected] }, [hex(r)]),
    });
    step();
  }
  await link.drain();
}

/** Each chained mode's messages (CBC's for interleaved and multi-stream CBC), in the directions the core runs. */
function messagePlan(core: CoreOnBoard, examples: ModeExample[]) {
  const plan: { mode: ModeToken; example: ModeExample }[] = [];
  for (const mode of modesOf(core)) {
    if (mode === 'ecb') continue; // single blocks cover ECB
    const source = mode === 'icbc' || mode === 'mscbc' ? 'cbc' : mode;
    for (const example of examples) {
      if (example.mode !== source || !core.keyBits.includes(4 * example.key.length)) continue;
      if (!directions(core, mode).includes(example.decrypt)) continue;
      plan.push({ mode, example });
    }
  }
  return plan;
}

/**
 * One message in `mode` (cs_host.py run_mode_example): CBC on chain 0, interleaved CBC with
 * the message repeated on every chain, multi-stream CBC on the first and last stream.
 */
async function runModeExample(
  link: BoardLink,
  core: CoreOnBoard,
  answers: KnownAnswers,
  v: ModeExample,
  mode: ModeToken,
  check: Checker,
) {
  await loadKey(link, answers, v.key);
  let chains = core.chains;
  if (core.mode === 'all') {
    chains = mode === 'icbc' ? 3 : 1;
    await link.setMode(mode, chains);
  }
  const iv = v.iv ? bytes(v.iv) : null;
  const inputs = v.inputs.map(bytes);
  const named =
    core.mode === 'all' && mode !== v.mode
      ? { ...v, origin: `${v.origin} as ${modeName(simCoreMode(mode), core.blockBits)}` }
      : v;
  let got: string[];
  if (mode === 'icbc') {
    for (let c = 0; c < chains; c++) await link.loadIv(c, iv!);
    const results: string[] = [];
    await link.blocks(
      inputs.flatMap((b) => Array.from({ length: chains }, () => b)),
      { decrypt: v.decrypt, onResult: (_, r) => results.push(hex(r)) },
    );
    await link.drain();
    // Block j of chain c is result j * chains + c; every chain must give the example's.
    const perChain = Array.from({ length: chains }, (_, c) => v.inputs.map((_, j) => results[j * chains + c]));
    got = perChain.find((p) => p.join() !== v.expected.join()) ?? perChain[0];
  } else if (mode === 'mscbc') {
    const streams = [...new Set([0, (core.mode === 'all' ? 4 : chains) - 1])];
    for (const s of streams) await link.loadIv(s, iv!);
    const outputs = new Map(streams.map((s) => [s, [] as string[]]));
    for (const block of inputs)
      for (const s of streams)
        await link.blocks([block], { decrypt: v.decrypt, stream: s, onResult: (_, r) => outputs.get(s)!.push(hex(r)) });
    await link.drain();
    const all = streams.map((s) => outputs.get(s)!);
    got = all.find((o) => o.join() !== v.expected.join()) ?? all[0];
  } else {
    if (iv) await link.loadIv(0, iv);
    const results: string[] = [];
    await link.blocks(inputs, { decrypt: v.decrypt, onResult: (_, r) => results.push(hex(r)) });
    await link.drain();
    got = results;
  }
  check.record(named, got);
}

/** T's figures for one key size and direction. */
export interface CoreMeasure {
  /** "128-bit key, ECB encrypt" */
  what: string;
  decrypt: boolean;
  count: number;
  cycles: number;
  cyclesPerBlock: number;
  /** At the clock the board reports. */
  mbps: number;
  checksumOk: boolean;
  expected: string;
  got: string;
}

/** B over the UART, timed by the board's cycle counter (C before and after). */
export interface LinkMeasure {
  count: number;
  cycles: number;
  seconds: number;
  /** Block bits each way a second. */
  kbps: number;
  /** What the baud rate carries at most (8 data bits of 10). */
  ceilingKbps: number;
  resultsOk: boolean;
  /** The time this page saw (the relay's and the USB's share included). */
  wallSeconds: number;
}

export interface Measures {
  core: CoreMeasure[];
  link: LinkMeasure;
}

/** The block counts the answers hold T checksums for. */
export function blockCounts(answers: KnownAnswers): number[] {
  return [...new Set(answers.throughput.flatMap((e) => Object.keys(e.checksums).map(Number)))].sort((a, b) => a - b);
}

/** Put the core in a known state for a measurement: ECB on an `all` core, the entry's key and IVs. */
async function prepare(link: BoardLink, core: CoreOnBoard, answers: KnownAnswers, entry: ThroughputEntry) {
  if (core.mode === 'all') await link.setMode('ecb');
  await loadKey(link, answers, entry.key);
  for (const [chain, iv] of entry.ivs.entries()) await link.loadIv(chain, bytes(iv));
}

/** cs_host.py measure_core and measure_link_known, for `count` blocks. */
export async function measureThroughput(
  link: BoardLink,
  core: CoreOnBoard,
  answers: KnownAnswers,
  identity: Identity,
  count: number,
  progress: Progress = () => {},
): Promise<Measures> {
  if (!blockCounts(answers).includes(count))
    throw new Error(`the known answers hold T checksums of ${blockCounts(answers).join(', ')} blocks, not of ${count}`);
  const mode = measuredMode(core);
  const total = answers.throughput.length + 1;
  const measures: CoreMeasure[] = [];
  for (const [i, entry] of answers.throughput.entries()) {
    await prepare(link, core, answers, entry);
    // A slow core's T takes count × its cycles a block: allow 0.1 ms a block beyond the timeout, as cs_host.py.
    const { cycles, checksum } = await link.throughput(count, {
      decrypt: entry.decrypt,
      timeoutMs: link.timeoutMs + count * 0.1,
    });
    const expected = entry.checksums[String(count)];
    measures.push({
      what: `${4 * entry.key.length}-bit key, ${modeName(simCoreMode(mode), core.blockBits)} ${entry.decrypt ? 'decrypt' : 'encrypt'}`,
      decrypt: entry.decrypt,
      count,
      cycles,
      cyclesPerBlock: cycles / count,
      mbps: cycles ? (core.blockBits * count * identity.clockHz) / cycles / 1e6 : 0,
      checksumOk: hex(checksum) === expected,
      expected,
      got: hex(checksum),
    });
    progress(i + 1, total);
  }

  // The link: T's blocks (block i is the integer i) under the first entry's key and IVs; the
  // XOR of the results must be its T checksum.
  const entry = answers.throughput[0];
  await prepare(link, core, answers, entry);
  const blocks = Array.from({ length: count }, (_, i) => {
    const b = new Uint8Array(core.blockBytes);
    new DataView(b.buffer).setUint32(core.blockBytes - 4, i);
    return b;
  });
  const sum = new Uint8Array(core.blockBytes);
  let results = 0;
  const first = await link.cycles();
  const started = performance.now();
  await link.blocks(blocks, {
    decrypt: entry.decrypt,
    onResult: (_, r) => {
      results++;
      for (let b = 0; b < sum.length; b++) sum[b] ^= r[b];
    },
  });
  const last = await link.cycles();
  const wallSeconds = (performance.now() - started) / 1000;
  const seconds = (last - first) / identity.clockHz;
  progress(total, total);
  return {
    core: measures,
    link: {
      count,
      cycles: last - first,
      seconds,
      kbps: (core.blockBits * count) / seconds / 1e3,
      ceilingKbps: (identity.baud * 0.8) / 1e3,
      resultsOk: results === count && hex(sum) === entry.checksums[String(count)],
      wallSeconds,
    },
  };
}
