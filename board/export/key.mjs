// The key a board export bakes in: only an offline key schedule takes one (its round keys
// become constants of the bitstream); the others load their keys at run time. Pure, so
// `npm run export --key` and the web app's key field are checked by the same rules.

/** [128, 192, 256] → "128, 192 or 256". */
function keyBitsText(bits) {
  return bits.length > 1 ? `${bits.slice(0, -1).join(', ')} or ${bits.at(-1)}` : String(bits[0]);
}

/**
 * Why `key` (hex, or undefined) cannot be the key of `config`, or null. An offline key
 * schedule needs one of the configuration's key size; the others take none. `name` is how
 * the message names the key and `ask` how it asks for one: the command's `--key` by
 * default, the page's key field in the web app.
 */
export function keyProblem(config, key, { name = '--key', ask = '--key <hex>' } = {}) {
  if (config.keySchedule !== 'offline') {
    return key === undefined
      ? null
      : `${name} is only for offline key schedules; ${config.id} loads its keys at run time (the host script sends them)`;
  }
  if (key === undefined)
    return `${config.id} has an offline key schedule: its round keys are built into the bitstream, so it needs ${ask} (${keyBitsText(config.keyBits)} bits)`;
  if (!/^[0-9a-fA-F]*$/.test(key)) return `${name} ${key}: not hexadecimal`;
  if (key.length % 2) return `${name} has ${key.length} hex digits, an odd number: give whole bytes`;
  const bits = key.length * 4;
  const sizes = config.keyBits;
  if (!sizes.includes(bits))
    return `${name} is ${bits} bits; ${config.id} takes a ${sizes.join(', ')}-bit key (${sizes.map((s) => s / 4).join(', ')} hex digits)`;
  return null;
}
