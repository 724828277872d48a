import { describe, expect, it } from 'vitest';
import { StepSession, outputsShown, type SteppedModel } from './step-session';

const valid = 0x8000_0000;

/**
 * A stand-in for a loaded model: a pipeline of `stages` stages (round s + 1 in stage s), one
 * block entering a cycle from its queue, a block leaving from the last stage as an output.
 * Probes are sampled before the clock edge, as the harness does (cs_harness.cpp one_cycle).
 */
function pipelineModel(stages: number): SteppedModel & { steps: number } {
  let regs: (number | null)[] = Array(stages).fill(null);
  // The queue: blocks next … queued − 1 wait.
  let next = 0;
  let queued = 0;
  let outputs: number[] = [];
  const ring = new Uint32Array(stages);
  return {
    steps: 0,
    reset() {
      regs = Array(stages).fill(null);
      next = queued = 0;
      outputs = [];
    },
    captureProbes() {},
    step(cycles: number) {
      for (let i = 0; i < cycles; i++) {
        this.steps++;
        regs.forEach((tag, s) => (ring[s] = tag === null ? 0 : (valid | ((s + 1) << 24) | tag) >>> 0));
        const leaving = regs[stages - 1];
        if (leaving !== null) outputs.push(leaving);
        regs = [next < queued ? next++ : null, ...regs.slice(0, -1)];
      }
      return cycles;
    },
    takeAll() {
      const out = outputs.map((tag) => ({ tag, data: new Uint8Array([tag]) }));
      outputs = [];
      return out;
    },
    state() {
      return { pending: queued - next };
    },
    probeRing() {
      return { words: ring };
    },
    // The session queues through this (queueWorkload in the worker).
    set queue(n: number) {
      queued = n;
    },
  } as SteppedModel & { steps: number };
}

function session(stages: number, blocks: number) {
  const model = pipelineModel(stages);
  const s = new StepSession(model, stages, (m) => ((m as unknown as { queue: number }).queue = blocks));
  return { model, s };
}

describe('StepSession', () => {
  it('starts before the first cycle, then steps, goes back and forth, and scrubs without simulating again', () => {
    const { model, s } = session(3, 5);
    expect(s.state()).toMatchObject({ cycle: -1, last: -1, pending: -1, outputCount: 0 });
    expect(s.forward(1)).toMatchObject({ cycle: 0, last: 0, pending: 5 });
    const at10 = s.forward(10);
    expect(at10).toMatchObject({ cycle: 10, last: 10 });
    expect(model.steps).toBe(11);
    // Back: read from the history, no cycle simulated.
    const at4 = s.back(6);
    expect(at4.cycle).toBe(4);
    expect(model.steps).toBe(11);
    // During cycle 4: blocks 3, 2, 1 in stages 0–2 (block k entered at the edge ending cycle k).
    expect(Array.from(at4.stages)).toEqual([
      (valid | (1 << 24) | 3) >>> 0,
      (valid | (2 << 24) | 2) >>> 0,
      (valid | (3 << 24) | 1) >>> 0,
    ]);
    expect(at4.pending).toBe(1);
    // A block leaves during the cycle it is in the last stage: block 0 in cycle 3, block 1 in 4.
    expect(at4.outputs.map((o) => [o.tag, o.cycle])).toEqual([
      [0, 3],
      [1, 4],
    ]);
    expect(s.seek(10)).toEqual(at10);
    expect(s.back(100).cycle).toBe(0);
    expect(model.steps).toBe(11);
  });

  it('runs to the next output from the history when it has one, else simulates on to it', () => {
    const { model, s } = session(4, 2);
    const first = s.nextOutput(1000);
    expect(first.cycle).toBe(4);
    expect(first.outputs.map((o) => o.tag)).toEqual([0]);
    const second = s.nextOutput(1000);
    expect(second.cycle).toBe(5);
    s.back(5);
    expect(s.nextOutput(1000).cycle).toBe(4);
    expect(model.steps).toBe(6);
    // None left to come: it stops `cycles` on.
    s.seek(5);
    expect(s.nextOutput(20)).toMatchObject({ cycle: 25, outputCount: 2 });
  });

  it('scrubs past the last cycle simulated by simulating to it, with progress', () => {
    const { s } = session(2, 300_000);
    const told: number[] = [];
    const far = s.seek(140_000, (done) => told.push(done));
    expect(far).toMatchObject({ cycle: 140_000, last: 140_000 });
    expect(told).toEqual([65_536, 131_072]);
    // The outputs carried: the first and last 256 of the 139,999 out by then.
    expect(far.outputCount).toBe(139_999);
    expect(far.outputs).toHaveLength(2 * outputsShown);
    expect(far.outputs[0].tag).toBe(0);
    expect(far.outputs.at(-1)!.tag).toBe(139_998);
    expect(s.seek(123_456).outputCount).toBe(123_455);
  });

  it('names bad moves', () => {
    const { s } = session(2, 1);
    expect(() => s.forward(0)).toThrow('cycles: expected a whole number ≥ 1, got 0');
    expect(() => s.back(1.5)).toThrow('got 1.5');
    expect(() => s.seek(-1)).toThrow('cycle: expected a whole number ≥ 0, got -1');
    expect(() => s.seek(1 << 22)).toThrow('a stepping session keeps 4,194,304 cycles');
  });
});
