// What every HDL test file needs: the configurations to test, the backend to test them on
// (CS_BACKEND=native or wasm), sim-core as the golden model, and the vector files.
import fs from 'node:fs';
import path from 'node:path';
import { root } from '../../../scripts/lib/paths.mjs';
import { loadRegistry } from '../../../scripts/lib/registry.mjs';
import { loadSimCore } from '../../../scripts/lib/sim-core.mjs';
import { modelPaths } from '../../../scripts/lib/models.mjs';
import { openModel } from '../../harness/node-loader.mjs';
import { keyLoads } from '../../harness/keys.mjs';

export const backend = process.env.CS_BACKEND ?? 'native';
export const simCore = await loadSimCore();
export const registry = await loadRegistry();

/**
 * Configurations to test: the registry's, or those named in CS_CONFIGS (comma-separated;
 * any valid id, built with `npm run model -- <id>`).
 */
export const entries = process.env.CS_CONFIGS
  ? process.env.CS_CONFIGS.split(',').map(
      (id) => registry.entries.find((e) => e.id === id) ?? { id, config: simCore.parseConfiguration(id) },
    )
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

/** How to give a configuration a key (hdl/harness/keys.mjs). */
export function keyLoader(config) {
  return keyLoads(config, simCore);
}

/** Whether a configuration encrypts and/or decrypts. */
export function directions(config) {
  return { encrypt: config.direction !== 'decrypt', decrypt: config.direction !== 'encrypt' };
}
