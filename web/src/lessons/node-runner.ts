// For tests: an RtlRunner on the built WebAssembly models in Node, running a workload the way
// the simulator worker does (sim/run.ts).
import { openBuiltModel } from '../test-support/built';
import { runWorkload } from '../sim/run';
import type { RtlRunner } from './answers';

export const nodeRunner: RtlRunner = async (configId, request) => runWorkload(await openBuiltModel(configId), request);
