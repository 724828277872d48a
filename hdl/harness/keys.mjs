// Giving a core a key: one key handshake, or for an offline key schedule one handshake
// per precomputed round key (aes_key_offline.sv: key_bank_i selects the round key).
// `simCore` provides aesRoundKeys; returns (model, key, bank) => the handshake promises.

export function keyLoads(config, simCore) {
  if (config.keySchedule !== 'offline') return (model, key, bank = 0) => [model.loadKey(key, bank)];
  return (model, key) => {
    const roundKeys = simCore.aesRoundKeys(key);
    const loads = [];
    for (let i = 0; i < roundKeys.length / 16; i++) loads.push(model.loadKey(roundKeys.slice(16 * i, 16 * i + 16), i));
    return loads;
  };
}
