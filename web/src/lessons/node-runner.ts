// For tests: an RtlRunner on the built WebAssembly models in Node, running a workload the way
// the simulator worker does (sim/run.ts).
import { openBuiltModel } from '../test-support/built';
import { runWorkload } from '../sim/run';
import { unpackOutputs } from '../sim/packing';
import type { RtlRunner } from './answers';

export const nodeRunner: RtlRunner = async (configId, request) => {
  const run = runWorkload(await openBuiltModel(configId), request);
  return { ...run, outputs: unpackOutputs(run.outputs) };
};
