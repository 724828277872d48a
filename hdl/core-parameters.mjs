// What the cores' manifests (hdl/rtl/<id>/core.mjs) share to turn a parsed configuration into
// their core's parameters for the generated top level (hdl/top.mjs). Pure: no file system, no
// Node modules, so the web app's board export renders the same text as the simulators' build.

/** Bytes → lower-case hex digits (Buffer's 'hex' has no browser counterpart). */
export function bytesHex(bytes) {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** Hex digits → bytes; the caller has checked them (keyProblem, sim-core's parseHex). */
export function hexBytes(hex) {
  return Uint8Array.from(hex.match(/../g).map((b) => parseInt(b, 16)));
}

/**
 * The RTL names of the settings every core spells alike (hdl/rtl/common/cs_pkg.sv's `dir_e`,
 * `arch_e`, `key_len_e`, `key_schedule_e`, in `shared`), by the registry's tokens.
 */
export const shared = 'cs_pkg';
export const directions = { encrypt: 'DirEncrypt', decrypt: 'DirDecrypt', unified: 'DirUnified' };
export const architectures = {
  LU: 'ArchLoopUnrolled',
  PP: 'ArchPartialPipeline',
  SP: 'ArchSubPipeline',
  BS: 'ArchBitSerial',
};
export const keySizes = { 128: 'KeyLen128', 192: 'KeyLen192', 256: 'KeyLen256', '3in1': 'KeyLen3in1' };
export const keySchedules = { online: 'KeyScheduleOnline', banked: 'KeyScheduleBanked', offline: 'KeyScheduleOffline' };

/** `<pkg>::<name>` of `value` in `table`; throws naming the axis when the core has no such value. */
export function lookup(table, value, axis, pkg) {
  const name = table[value];
  if (!name) throw new Error(`hdl/top.mjs has no RTL parameter for ${axis} '${value}'`);
  return `${pkg}::${name}`;
}

/** A parameter of `bits` bits in hex: `bytes`, then zeros to fill it. */
export function hexParameter(bits, bytes) {
  return `${bits}'h${bytesHex(bytes).padEnd(bits / 4, '0')}`;
}

/**
 * The round keys an offline key schedule bakes into the core (Swankoski et al.: computed at
 * design time; sim-core's round_keys, 16 bytes a block); throws naming the configuration when
 * there are none.
 */
export function bakedRoundKeys(config, offlineRoundKeys) {
  if (!offlineRoundKeys) throw new Error(`${config.id}: an offline key schedule needs the round keys to bake in`);
  return offlineRoundKeys;
}

/**
 * The parameters of a core with the shape aes_core and serpent_core have: KeyLen, Direction,
 * Arch, K, M, its implementation axis where it has one (`implementation`: the parameter's name
 * and its value for each of sim-core's kinds, in its package `pkg`), KeySchedule, and for an
 * offline schedule what `offline(roundKeys)` bakes in. sim-core has checked the configuration
 * against its cipher's description (key sizes, schedules); a core refuses the rest itself.
 */
export function loopCoreParameters(pkg, config, { implementation, offline, offlineRoundKeys }) {
  const a = config.architecture;
  const parameters = [
    ['KeyLen', lookup(keySizes, config.keySize, 'key size', shared)],
    ['Direction', lookup(directions, config.direction, 'direction', shared)],
    ['Arch', lookup(architectures, a.kind, 'architecture', shared)],
    ['K', String(a.k)],
    ['M', String(a.m ?? 0)],
  ];
  if (implementation) {
    const [name, values] = implementation;
    parameters.push([name, lookup(values, config.sbox, 'implementation', pkg)]);
  }
  parameters.push(['KeySchedule', lookup(keySchedules, config.keySchedule, 'key schedule', shared)]);
  if (config.keySchedule === 'offline') parameters.push(...offline(bakedRoundKeys(config, offlineRoundKeys)));
  return parameters;
}
