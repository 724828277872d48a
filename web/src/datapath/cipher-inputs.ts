// The block the AES core itself takes for each block of a message, and the direction it runs
// the cipher in: what the datapath view traces. In ECB that is the block as typed; in the
// other modes (SP 800-38A §6, and the interleaved and multi-stream CBC of Swankoski et al.
// and Chodowiec et al.) cs_mode.sv feeds the core a chained or counter block, recovered
// here from sim-core's golden results of the whole message.
import { toHex } from '../inputs';
import type { ModeName } from '../golden-message';
import type { BlockList } from '../sim/packing';

export interface MessageRun {
  mode: ModeName;
  /** The mode's direction. */
  decrypt: boolean;
  /** The blocks fed, plaintext or ciphertext (block i has tag i). */
  texts: BlockList;
  /** sim-core's result of the mode for each block. */
  results: BlockList;
  /** IVs (CTR: the initial counter), one per chain. */
  ivs: readonly Uint8Array[];
  /** Multi-stream CBC: each block's stream. */
  streams?: readonly number[];
}

export interface CipherCall {
  /** The core's input block, hex. */
  input: string;
  /** The core runs the inverse cipher (ECB and CBC decryption only: CTR, CFB and OFB use the forward cipher both ways, SP 800-38A §6.3–6.5). */
  decrypt: boolean;
}

const xor = (a: Uint8Array, b: Uint8Array) => a.map((x, i) => x ^ b[i]);

/** The chain a block belongs to: interleaved CBC's i mod N, multi-stream CBC's stream, else the one chain. */
function chainOf(run: MessageRun, index: number): number {
  if (run.mode === 'interleavedCbc') return index % Math.max(1, run.ivs.length);
  if (run.mode === 'multiStreamCbc') return run.streams?.[index] ?? 0;
  return 0;
}

/** The block before `index` in its chain, or -1 for the first (which takes the chain's IV). */
function previousInChain(run: MessageRun, index: number): number {
  const chain = chainOf(run, index);
  for (let j = index - 1; j >= 0; j--) if (chainOf(run, j) === chain) return j;
  return -1;
}

/**
 * The core's input for block `index`. `inverseCipher(block)` undoes the forward cipher under
 * the run's key (sim-core's cipherBlocks with decrypt set), needed only for CTR, whose counter
 * block is the inverse cipher of the key stream P ⊕ C.
 */
export function cipherCall(
  run: MessageRun,
  index: number,
  inverseCipher: (block: Uint8Array) => Uint8Array,
): CipherCall {
  const inMessage = Number.isInteger(index) && index >= 0;
  const text = inMessage ? run.texts.at(index) : undefined;
  const result = inMessage ? run.results.at(index) : undefined;
  if (!text || !result) throw new Error(`block: the message has ${run.texts.length} blocks, not block ${index + 1}`);
  const previous = previousInChain(run, index);
  const iv = () => {
    const value = run.ivs[chainOf(run, index)];
    if (!value)
      throw new Error(`IV: block ${index + 1} needs the IV of chain ${chainOf(run, index)}, which is not given`);
    return value;
  };
  // The previous block of the chain as the mode carries it on: the ciphertext (CBC, CFB) or the key stream (OFB).
  const ciphertextBefore = () =>
    previous < 0 ? iv() : run.decrypt ? run.texts.at(previous)! : run.results.at(previous)!;
  switch (run.mode) {
    case 'ecb':
      return { input: toHex(text), decrypt: run.decrypt };
    case 'ctr':
      return { input: toHex(inverseCipher(xor(text, result))), decrypt: false };
    case 'cbc':
    case 'interleavedCbc':
    case 'multiStreamCbc':
      return run.decrypt
        ? { input: toHex(text), decrypt: true }
        : { input: toHex(xor(text, ciphertextBefore())), decrypt: false };
    case 'cfb':
      return { input: toHex(ciphertextBefore()), decrypt: false };
    case 'ofb':
      return {
        input: toHex(previous < 0 ? iv() : xor(run.texts.at(previous)!, run.results.at(previous)!)),
        decrypt: false,
      };
  }
}
