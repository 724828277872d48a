// One model run for a count (instructions.mjs runs it under valgrind): `node run-cycles.mjs
// <native|wasm> <registry id> <cycles> [native binary]` opens the model on that backend, feeds
// it as the speed bench does (simulator-speed.mjs) and simulates that many cycles. The native
// binary given replaces the model's own (a wrapper that runs it under valgrind).
import { openModel } from '../../hdl/harness/node-loader.mjs';
import { modelPaths } from '../lib/models.mjs';
import { loadRegistry } from '../lib/registry.mjs';
import { startFeeding } from './simulator-speed.mjs';

const [backend, id, cycles, native] = process.argv.slice(2);
const entry = (await loadRegistry()).entries.find((e) => e.id === id);
if (!entry) throw new Error(`not in the registry: ${id}`);
const paths = modelPaths(id);
const model = await openModel(native ? { ...paths, native } : paths, backend);
await startFeeding(model, entry);
await model.step(Number(cycles));
await model.close();
