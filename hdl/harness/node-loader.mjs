// Opening a built model from Node: the WASM build (as the browser runs it) or the native
// build, both behind the same methods. Paths come from scripts/lib/models.mjs.
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { WasmModel } from './wasm-model.mjs';
import { NativeModel } from './native-model.mjs';

export async function openWasmModel({ wasmModule, wasmBinary }) {
  const { default: createModel } = await import(pathToFileURL(wasmModule).href);
  return WasmModel.create(createModel, fs.readFileSync(wasmBinary));
}

export function openNativeModel({ native }) {
  return NativeModel.create(native);
}

/** Open a model of configuration paths with `backend` 'native' or 'wasm'. */
export function openModel(paths, backend) {
  if (backend === 'native') return openNativeModel(paths);
  if (backend === 'wasm') return openWasmModel(paths);
  throw new Error(`unknown backend '${backend}' (native or wasm)`);
}
