// Opening a built model from Node: the WASM build (as the browser runs it) or the native
// build, both behind the same methods. Paths come from scripts/lib/models.mjs.
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { WasmModel } from './wasm-model.mjs';
import { NativeModel } from './native-model.mjs';

/**
 * Open the WASM build from its files; with `module` (model.wasm compiled elsewhere, as the
 * page's worker compiles it while it downloads), from that module instead of the file's bytes.
 */
export async function openWasmModel({ wasmModule, wasmBinary }, { module } = {}) {
  const { default: createModel } = await import(pathToFileURL(wasmModule).href);
  return WasmModel.create(createModel, module ?? fs.readFileSync(wasmBinary));
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
