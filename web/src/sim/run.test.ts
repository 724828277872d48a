// A run's waveform on the built models in Node, as the page's worker records it (run.ts): a
// bit-serial core's thousands of cycles a block would make a VCD too big for the page, so the
// run keeps its first waveformCycleLimit cycles, and every block still comes out right. And a
// model the worker compiled while it downloaded runs as one opened from its bytes.
import fs from 'node:fs';
import { describe, expect, test } from 'vitest';
import { builtModelFiles, loadSimCore, openBuiltModel } from '../test-support/built';
import { runWorkload, waveformCycleLimit } from './run';
import { cycleBudget, workloadFor } from './workload';
import { unpackBlocks, unpackOutputs } from './packing';
import { parseVcd } from '../waveform/vcd';
import { cycleTiming } from '../waveform/geometry';
import { goldenBlocks } from '../golden-message';
import { blockBytesOf, randomBlocks } from '../inputs';

const simCore = loadSimCore();

async function run(id: string, blockCount: number, opened: { module?: WebAssembly.Module } = {}) {
  const config = simCore.parseConfiguration(id);
  const key = Uint8Array.from({ length: 16 }, (_, i) => i);
  const blocks = randomBlocks(blockCount, blockBytesOf(config));
  const workload = workloadFor(simCore, config, { key, blocks, mode: 'ecb', decrypt: false, ivs: [] });
  const result = runWorkload(await openBuiltModel(id, opened), {
    ...workload,
    maxCycles: cycleBudget(config, blockCount),
    vcd: true,
  });
  const outputs = unpackOutputs(result.outputs).sort((a, b) => a.tag - b.tag);
  const golden = unpackBlocks(goldenBlocks(simCore, 'ecb', key, [], blocks, false, undefined, config.cipher));
  return { result, outputs, golden, waveCycles: cycleTiming(parseVcd(result.vcd!)).cycles };
}

describe("a run's waveform", () => {
  test('of a bit-serial core holds the first waveformCycleLimit cycles, and every block is right', async () => {
    // SIMON 64/128 bit-serial: 1,408 cycles a block (registry/measured.json), so 32 blocks are 45,000.
    const { result, outputs, golden, waveCycles } = await run('simon64128-enc-bs1-lut-online-all', 32);
    expect(result.cycles).toBeGreaterThan(waveformCycleLimit);
    expect(waveCycles).toBe(waveformCycleLimit);
    expect(outputs).toHaveLength(32);
    expect(outputs.map((o) => o.data)).toEqual(golden);
  });

  test('of a run shorter than the limit holds the whole run', async () => {
    const { result, outputs, golden, waveCycles } = await run('aes128-enc-lu1-lut-online-all', 8);
    expect(waveCycles).toBeGreaterThanOrEqual(result.cycles);
    expect(outputs.map((o) => o.data)).toEqual(golden);
  });
});

describe('a model compiled before it is opened, as the worker compiles it while it downloads (worker.ts)', () => {
  const id = 'aes128-enc-lu1-lut-online-all';

  test('runs every block right, as from its bytes', async () => {
    const module = await WebAssembly.compile(fs.readFileSync(builtModelFiles(id).wasmBinary));
    const { outputs, golden } = await run(id, 8, { module });
    expect(outputs.map((o) => o.data)).toEqual(golden);
  });

  test("is refused, not left waiting, when it is not the model's", async () => {
    const empty = await WebAssembly.compile(Uint8Array.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]));
    await expect(openBuiltModel(id, { module: empty })).rejects.toThrow();
  });
});
