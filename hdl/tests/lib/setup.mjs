// What every HDL test file needs: the configurations to test, the backend to test them on
// (CS_BACKEND=native or wasm), sim-core as the golden model, and the vector files.
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe } from 'node:test';
import { root } from '../../../scripts/lib/paths.mjs';
import { loadRegistry } from '../../../scripts/lib/registry.mjs';
import { loadSimCore } from '../../../scripts/lib/sim-core.mjs';
import { modelPaths } from '../../../scripts/lib/models.mjs';
import { openModel } from '../../harness/node-loader.mjs';
import { keyLoads } from '../../harness/keys.mjs';
import { testedInWasm } from '../../../scripts/lib/wasm-tier.mjs';
import { covering } from '../../../scripts/lib/covering.mjs';

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

const sweep = process.env.CS_SWEEP === '1';

/** A configuration's RTL-relevant parameter values, each named with its cipher. */
function rtlValues({ config }) {
  const { kind, m } = config.architecture;
  const values = { direction: config.direction, kind, sbox: config.sbox, keySchedule: config.keySchedule };
  if (kind === 'SP') values.m = m;
  return Object.entries(values).map(([name, value]) => `${config.cipher} ${name} ${value}`);
}

/** Round units a configuration instantiates (LU-k, PP-k: k; SP-k-m: k × m): what its tests' time grows with. */
const roundUnits = ({ config }) => (config.architecture.k ?? 1) * (config.architecture.m ?? 1);

/**
 * A representative set of `list`: configurations that together show every value of each of a
 * cipher's RTL-relevant parameters (direction, architecture kind, implementation (`sbox`), key
 * schedule, SP's m), each the first to bring a value not yet seen, smallest first (fewest round
 * units, then registry order). A parameter's value picks the modules and generate branches
 * elaborated; what only a combination of values, a count (LU-k, PP-k, SP-k's k) or a key size
 * shows is the sweep's to find, and the native layer's, which runs every configuration.
 */
export function everyRtlValue(list) {
  return covering(
    [...list].sort((a, b) => roundUnits(a) - roundUnits(b)),
    rtlValues,
  );
}

/**
 * The configurations every test runs on. Natively every one but a paper's row prebuilt so the
 * lab can run it (registry/README.md: `"tier": "row"`), which npm test tests on its published
 * vectors and its timing alone (vectorEntries, timedEntries); in WebAssembly a representative
 * set (everyRtlValue) of those npm test builds there (scripts/lib/wasm-tier.mjs), since the
 * e2e layer runs the lessons' and the lab's cores in the browser and the native layer every
 * configuration. The rest are `npm run sweep`'s (CS_SWEEP=1) — the brief's tiering, which keeps
 * npm test in its budget as the rows come in. Configurations named in CS_CONFIGS are tested in
 * full.
 */
export const fullyTested =
  sweep || process.env.CS_CONFIGS
    ? entries
    : backend === 'native'
      ? entries.filter((e) => e.tier !== 'row')
      : everyRtlValue(testedInWasm(entries));

/** The configurations whose published vectors a layer runs: natively every one, in WASM fullyTested. */
export const vectorEntries = backend === 'native' ? entries : fullyTested;

/**
 * The configurations a test of cycle counts (timing.test.mjs) runs: natively all of `entries`;
 * in WASM a representative set, the first of each cipher and architecture kind in registry
 * order (all of them in `npm run sweep`, CS_SWEEP=1). A count is the RTL's, the same in both builds, and the native layer measures every
 * configuration's; WASM's share shows the build counts as the native does. All of them took
 * 155 s of the WASM layer (2026-11-27), most on the deepest pipelines.
 */
export const timedEntries =
  backend === 'native' || sweep
    ? entries
    : fullyTested.filter(
        (entry, i) =>
          fullyTested.findIndex(
            (other) =>
              other.config.cipher === entry.config.cipher &&
              other.config.architecture.kind === entry.config.architecture.kind,
          ) === i,
      );

export function open(entry) {
  return openModel(modelPaths(entry.id), backend);
}

/**
 * The suite of `entry`'s tests on this backend, "<id> on <backend>" and a `suffix` if given
 * (describeModel(entry, [suffix,] body)): `body(model)` declares them, and `model` stands for
 * the configuration's model, opened before its tests and closed after them.
 */
export function describeModel(entry, ...suffixAndBody) {
  const [suffix, body] = suffixAndBody.length > 1 ? suffixAndBody : ['', suffixAndBody[0]];
  describe(`${entry.id} on ${backend}${suffix}`, () => {
    let opened;
    before(async () => {
      opened = await open(entry);
    });
    after(() => opened.close());
    body(
      new Proxy(
        {},
        {
          get: (_, name) => (typeof opened[name] === 'function' ? opened[name].bind(opened) : opened[name]),
        },
      ),
    );
  });
}

export function readVectors(relative) {
  return fs.readFileSync(path.join(root, 'vectors', relative), 'utf8');
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
 * Cycles one block of `entry` may take through the harness, from sim-core's predicted timing
 * (its slowest key size): a block that brings a new key waits for the blocks ahead to drain
 * (a latency: an offline store takes keys only into an empty datapath), then the key's
 * handshakes and set-up, then its own latency. The drivers' guards against a core that stops
 * producing (lib/drive.mjs) and the tests' run lengths are multiples of it, so a core of
 * thousands of cycles a block (bit-serial) gets the room its own figures give it.
 */
export function blockCycles(entry) {
  return slowestKeySize(entry, (t) => t.handshakes + t.keySetup + 2 * t.latency);
}

/** The predicted cycles from a key's handshake until `entry` can take a block, its slowest key size. */
export function keyCycles(entry) {
  return slowestKeySize(entry, (t) => t.handshakes + t.keySetup);
}

/** The predicted cycles a block of `entry` in a saturated stream (ECB), its slowest key size. */
export function streamCycles(entry) {
  return slowestKeySize(entry, (t) => t.stream);
}

/** The largest of `cycles` over sim-core's timing of each key size `entry` takes. */
function slowestKeySize(entry, cycles) {
  return Math.max(...simCore.predictTiming(entry.id).byKeySize.map(cycles));
}

/**
 * Outer iterations of the AESAVS Monte Carlo tests (each 1000 chained blocks and a new key;
 * every checkpoint is compared with NIST's or sim-core's). `npm test` runs a trimmed share
 * (the brief's tiering: the full 100 x 1000 everywhere is `npm run sweep`'s):
 *   native   3, or 1 on the deepest pipelines (latency over 60 cycles: a chained block
 *            crosses every stage alone, and these models simulate at ~0.1 M cycles/s)
 *   wasm     1 (the same RTL and harness as native, compiled by em++: one checkpoint of
 *            1000 chained blocks per mode proves the WASM build chains as the native does)
 * At 100 and 10 these tests took 18 and 15 minutes of the HDL layers (2026-11-26 log); trimmed,
 * about 3 and 2; at 3 natively, the native layer's AES Monte Carlo tests took about 50 s
 * against 148 at 10 (2026-12-03). CS_MCT_OUTER sets a count for every configuration.
 */
const monteCarloTiers = { native: { shallow: 3, deep: 1 }, wasm: { shallow: 1, deep: 1 } };
const deepLatency = 60;

export function monteCarloOuter(entry) {
  if (process.env.CS_MCT_OUTER) return Number(process.env.CS_MCT_OUTER);
  const tier = monteCarloTiers[backend] ?? monteCarloTiers.wasm;
  const latency = Math.max(...simCore.predictTiming(entry.id).byKeySize.map((t) => t.latency));
  return latency > deepLatency ? tier.deep : tier.shallow;
}
