// SIMON's facts the plug-in reads, from its description (registry/ciphers.json): the word size
// n (`wordBits`), the rounds T and the key words m (Beaulieu et al. 2013, Table 3.1). One plug-in
// a member of the family (simon64, simon128), made from these.
import ciphers from '@registry/ciphers.json';

export interface SimonParameters {
  /** The cipher's id in registry/ciphers.json. */
  id: string;
  /** Its name: "SIMON 64/128". */
  name: string;
  /** n, the word size: x and y are n bits each, the block 2n. */
  wordBits: number;
  /** T, the rounds of the lab's (only) key size. */
  rounds: number;
}

/** The parameters of the SIMON `id` as its description gives them; throws if it is not one. */
export function simonParameters(id: string): SimonParameters {
  const entry = ciphers.ciphers.find((c) => c.id === id);
  const wordBits = entry && 'wordBits' in entry ? entry.wordBits : undefined;
  if (!entry || typeof wordBits !== 'number')
    throw new Error(`registry/ciphers.json has no SIMON '${id}' with a wordBits (its word size n)`);
  const rounds = Object.values(entry.rounds as Record<string, number | undefined>).filter((r) => r !== undefined);
  if (rounds.length !== 1) throw new Error(`${id}: the SIMON plug-in expects one key size, not ${rounds.length}`);
  return { id, name: entry.name, wordBits, rounds: rounds[0] };
}
