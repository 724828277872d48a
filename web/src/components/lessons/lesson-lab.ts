// One simulator worker for a lesson page: its widgets and exercises queue their RTL runs
// here, one at a time, each loading its configuration's model when it differs from the last.
// Created on first use, so a lesson without live runs starts no worker.
import { Simulator } from '../../sim/simulator';
import type { RunResult, Workload } from '../../sim/protocol';
import type { RtlRunner } from '../../lessons/answers';

export interface LabRun {
  result: RunResult;
  /** The model's register stage names (occupancy rows). */
  probes: string[];
}

export class LessonLab {
  private simulator: Simulator | null = null;
  private loaded: { configId: string; probes: string[] } | null = null;
  private tail: Promise<unknown> = Promise.resolve();

  constructor(private readonly onLoaded: (configId: string) => void = () => {}) {}

  run(configId: string, request: Workload & { maxCycles: number; vcd?: boolean }): Promise<LabRun> {
    const job = this.tail.then(async () => {
      this.simulator ??= new Simulator();
      if (this.loaded?.configId !== configId) {
        const loaded = await this.simulator.load(configId);
        this.loaded = { configId, probes: loaded.probes };
        this.onLoaded(configId);
      }
      const probes = this.loaded.probes;
      return { result: await this.simulator.run(request), probes };
    });
    // A failed job must not stop the ones queued after it.
    this.tail = job.catch(() => undefined);
    return job;
  }

  readonly runner: RtlRunner = (configId, request) => this.run(configId, request).then((r) => r.result);

  dispose() {
    this.simulator?.dispose();
    this.simulator = null;
    this.loaded = null;
  }
}
