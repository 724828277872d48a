// What the harness knows of the configuration it is built around, as compiler defines
// (cs_harness.cpp): what cs_describe reports and what the calls check before they queue
// anything (hdl/ABI.md). One function, so the build (scripts/lib/models.mjs) and its cache
// hash agree.
import { keyBanks } from '../top.mjs';

const directionCodes = { encrypt: 0, decrypt: 1, unified: 2 };
const modeCodes = { ecb: 0, ctr: 1, cbc: 2, cfb: 3, ofb: 4, interleavedCbc: 5, multiStreamCbc: 6 };

/**
 * How many values `cs_load_key`'s bank selects: an offline schedule's round keys (each one
 * key load of a block's width, Swankoski et al.), otherwise the key banks the core holds
 * (hdl/top.mjs keyBanks: a banked schedule's, from the cipher's description, AES's 16 or
 * Triple DES's 4 as Chodowiec et al.; one key for an online schedule).
 */
export function keySlots(config) {
  if (config.keySchedule === 'offline') return config.maxRounds + 1;
  return keyBanks(config);
}

/** `-D` flags for the harness of one parsed configuration (sim-core's parseConfiguration). */
export function harnessDefines(config) {
  const offline = config.keySchedule === 'offline';
  return [
    `-DCS_CONFIG_ID="${config.id}"`,
    `-DCS_CIPHER="${config.cipher}"`,
    `-DCS_BLOCK_BITS=${config.blockBits}`,
    `-DCS_KEY_BITS={${config.keyBits.join(',')}}`,
    `-DCS_KEY_SLOTS=${keySlots(config)}`,
    `-DCS_ROUND_KEY_LOADS=${offline ? 1 : 0}`,
    `-DCS_DIRECTION=${directionCodes[config.direction]}`,
    `-DCS_MODE=${config.mode.kind === 'all' ? -1 : modeCodes[config.mode.kind]}`,
  ];
}
