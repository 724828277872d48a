// What every HDL test file needs: the configurations to test, the backend to test them on
// (CS_BACKEND=native or wasm), sim-core as the golden model, and the vector files.
import fs from 'node:fs';
import path from 'node:path';
import { root } from '../../../scripts/lib/paths.mjs';
import { loadRegistry } from '../../../scripts/lib/registry.mjs';
import { loadSimCore } from '../../../scripts/lib/sim-core.mjs';
import { modelPaths } from '../../../scripts/lib/models.mjs';
import { openModel } from '../../harness/node-loader.mjs';

export const backend = process.env.CS_BACKEND ?? 'native';
export const simCore = await loadSimCore();
export const registry = await loadRegistry();

/** Registry entries to test: all, or those named in CS_CONFIGS (comma-separated). */
export const entries = process.env.CS_CONFIGS
  ? registry.entries.filter((e) => process.env.CS_CONFIGS.split(',').includes(e.id))
  : registry.entries;

export function open(entry) {
  return openModel(modelPaths(entry.id), backend);
}

export function readVectors(relative) {
  return fs.readFileSync(path.join(root, 'vectors', relative), 'utf8');
}

/** Key sizes in bits a configuration accepts. */
export function keyBits(config) {
  return config.keySize === '3in1' ? [128, 192, 256] : [Number(config.keySize)];
}

/** Whether a configuration encrypts and/or decrypts. */
export function directions(config) {
  return { encrypt: config.direction !== 'decrypt', decrypt: config.direction !== 'encrypt' };
}
