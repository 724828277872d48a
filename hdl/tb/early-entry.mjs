// When a core whose key setup runs beside its rounds may take its first block: the benches'
// expectation, computed as the RTL computes it.

/**
 * The cycle after a key handshake (cycle 0) from which an encrypting core whose key setup runs
 * beside its rounds takes its first block (cs_pkg::early_entry, sim-core's
 * timing::early_entry): the earliest t at which the entry's keys (final from `entryAt`), round
 * r's (from `roundOneAt` + r - 1) and the exit's (from `exitAt`) are each final by the cycle
 * the block reads them (round r in t + ceil(r / k) - 1 in LU-k, t + (r - 1)(1 + m) otherwise;
 * the exit after its register passes).
 * @param {{ entryAt: number, roundOneAt: number, exitAt: number }} keys
 * @param {number} rounds @param {{ arch: string, k: number, m?: number }} shape
 */
export function earlyEntry({ entryAt, roundOneAt, exitAt }, rounds, { arch, k, m = 0 }) {
  const perRound = arch === 'SP' ? 1 + m : 1;
  const start = (r) => (arch === 'LU' ? Math.ceil(r / k) - 1 : (r - 1) * perRound);
  const passes = arch === 'LU' ? rounds / k : rounds * perRound;
  let t = Math.max(entryAt, exitAt - passes);
  for (let r = 1; r <= rounds; r++) t = Math.max(t, roundOneAt + r - 1 - start(r));
  return t;
}
