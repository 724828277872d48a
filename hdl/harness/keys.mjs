// Giving a core a key: one key handshake, or for an offline key schedule one handshake
// per precomputed round key, a block wide (hdl/rtl/common/cs_key_store.sv:
// key_bank_i selects the round key). `simCore` provides cipherRoundKeys.

/** The key handshakes for `key`: [{ key: bytes, bank }]. */
export function keyHandshakes(config, simCore, key, bank = 0) {
  if (config.keySchedule !== 'offline') return [{ key, bank }];
  const roundKeys = simCore.cipherRoundKeys(config.cipher, key);
  const n = config.blockBits / 8;
  return Array.from({ length: roundKeys.length / n }, (_, i) => ({
    key: roundKeys.slice(n * i, n * i + n),
    bank: i,
  }));
}

/** (model, key, bank) => the handshake promises. */
export function keyLoads(config, simCore) {
  return (model, key, bank = 0) => keyHandshakes(config, simCore, key, bank).map((h) => model.loadKey(h.key, h.bank));
}
