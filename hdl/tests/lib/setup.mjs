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

/** Key sizes in bits a configuration accepts (its cipher's description, registry/ciphers.json). */
export function keyBits(config) {
  return config.keyBits;
}

/** How to give a configuration a key (hdl/harness/keys.mjs). */
export function keyLoader(config) {
  return keyLoads(config, simCore);
}

/** Whether a configuration encrypts and/or decrypts. */
export function directions(config) {
  return { encrypt: config.direction !== 'decrypt', decrypt: config.direction !== 'encrypt' };
}

/**
 * Outer iterations of the AESAVS Monte Carlo tests (each 1000 chained blocks and a new key;
 * every checkpoint is compared with NIST's or sim-core's). The full 100 natively, except on
 * the deepest pipelines (latency over 60 cycles: a chained block crosses every stage alone,
 * and these models simulate at ~0.1 M cycles/s), and 10 on the WASM build, to keep
 * `npm test` within its time budget. `npm run sweep` runs all 100 everywhere; CS_MCT_OUTER
 * sets a count for every configuration.
 */
export function monteCarloOuter(entry) {
  if (process.env.CS_MCT_OUTER) return Number(process.env.CS_MCT_OUTER);
  if (backend !== 'native') return 10;
  const latency = Math.max(...simCore.predictTiming(entry.id).byKeySize.map((t) => t.latency));
  return latency > 60 ? 10 : 100;
}
