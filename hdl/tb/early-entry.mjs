// When a core whose key setup runs beside its rounds may take its first block: the benches'
// expectation, computed as the RTL computes it.

/**
 * @typedef {{ from: number, to: number, at: number, step?: number }} RoundKeys  rounds from..to,
 *   round r's keys final from cycle at + step (r - from)
 * @typedef {{ entryAt: number, rounds: RoundKeys[], exitAt: number, registerBeforeRounds?: boolean }} EarlyEntry
 *   registry/ciphers.json's `earlyEntry`
 */

/**
 * The cycle after a key handshake (cycle 0) from which an encrypting core whose key setup runs
 * beside its rounds takes its first block (cs_early_entry.sv; sim-core's timing::early_entry):
 * the earliest t at which the entry's keys (final from `entryAt`), each keyed round's (`rounds`)
 * and the exit's (from `exitAt`) are final by the cycle the block reads them: round r in
 * t + ceil(r / k) - 1 in LU-k, t + (r - 1)(1 + m) otherwise, one cycle later where a register
 * sits before the round logic (`registerBeforeRounds`); the exit after its register passes.
 * @param {EarlyEntry} keys  the cipher's `earlyEntry`
 * @param {number} rounds
 * @param {{ arch: string, k: number, m?: number }} shape  Elbirt et al.'s LU, PP or SP
 */
export function earlyEntry(
  { entryAt, rounds: keyed, exitAt, registerBeforeRounds = false },
  rounds,
  { arch, k, m = 0 },
) {
  const perRound = arch === 'SP' ? 1 + m : 1;
  const reads = (r) => (arch === 'LU' ? Math.ceil(r / k) - 1 : (r - 1) * perRound) + (registerBeforeRounds ? 1 : 0);
  const passes = arch === 'LU' ? rounds / k : rounds * perRound;
  let t = Math.max(entryAt, exitAt - passes);
  for (const { from, to, at, step = 0 } of keyed) {
    for (let r = from; r <= to; r++) t = Math.max(t, at + step * (r - from) - reads(r));
  }
  return t;
}
