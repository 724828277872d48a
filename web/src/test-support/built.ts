// For unit tests that check the lab against what `npm run build` made: sim-core's
// WebAssembly (the golden model and the configuration rules) and the HDL models' probe
// names, which the RTL itself registers (hdl/ABI.md). Missing products fail loudly.
import fs from 'node:fs';
import path from 'node:path';
import * as simCore from '@sim-core';
import { openWasmModel } from '@harness/node-loader.mjs';
import data from '@registry/configurations.json';
import { builtInWasm } from '../../../scripts/lib/wasm-tier.mjs';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const built = (...parts: string[]) => path.join(root, 'build', ...parts);

function required(file: string): string {
  if (!fs.existsSync(file)) throw new Error(`${path.relative(root, file)} is missing: run \`npm run build\` first`);
  return file;
}

let initialised = false;

/** sim-core, initialised from build/sim-core. */
export function loadSimCore(): typeof simCore {
  if (!initialised) {
    simCore.initSync({ module: fs.readFileSync(required(built('sim-core', 'sim_core_wasm_bg.wasm'))) });
    initialised = true;
  }
  return simCore;
}

/** Every configuration id of registry/configurations.json, in its order. */
export const registryIds: string[] = data.configurations.map((c: { id: string }) => c.id);

/**
 * The configurations whose WebAssembly models this run's build made, in registry order: under
 * `npm test` every one but the paper rows no lesson opens (scripts/lib/wasm-tier.mjs), under
 * `npm run sweep` (CS_SWEEP=1) every one. Tests that run a model take their ids from here.
 */
export const modelIds: string[] = builtInWasm(data.configurations).map((c: { id: string }) => c.id);

/** The files of the WebAssembly model of `id` in build/models. */
export function builtModelFiles(id: string) {
  return {
    wasmModule: required(built('models', id, 'wasm', 'model.mjs')),
    wasmBinary: required(built('models', id, 'wasm', 'model.wasm')),
  };
}

/**
 * The WebAssembly model of `id` from build/models, as the browser runs it; with `module`, from
 * that compiled module rather than the file's bytes, as the page's worker opens it.
 */
export function openBuiltModel(id: string, options: { module?: WebAssembly.Module } = {}) {
  return openWasmModel(builtModelFiles(id), options);
}

/** The stage names the model of `id` reports (cs_describe), one per datapath register. */
export async function modelProbeNames(id: string): Promise<string[]> {
  const model = await openBuiltModel(id);
  return model.describe().probes as string[];
}
