// AES's round operations as the datapath view draws them (FIPS-197 §5.1, §5.3;
// hdl/rtl/aes/aes_round_slice.sv), and their words.
import { byOperationDirection, type OperationKinds, type SBoxKind } from '../../../datapath/structure';

export type AesOperation =
  /** Decryption's InvMixColumns runs before the S-boxes, skipped in its first round (Moshopoulos et al., Fig. 2). */
  | { kind: 'invMixColumns' }
  /** latency: clock edges inside the S-box (hdl/doc/sboxes.md); inverse: the S-box serves InvSubBytes too. */
  | { kind: 'subBytes'; sbox: SBoxKind; latency: number; forward: boolean; inverse: boolean }
  | { kind: 'shiftRows'; forward: boolean; inverse: boolean }
  /** Encryption's MixColumns, skipped in round Nr (FIPS-197 §5.1). */
  | { kind: 'mixColumns' }
  | { kind: 'addRoundKey' };

/** Each S-box implementation under its SubBytes box (hdl/doc/sboxes.md). */
const sboxNames: Partial<Record<SBoxKind, string>> = {
  lut: 'LUT S-boxes',
  blockRam: 'block RAM',
  lutRam: 'LUT RAM',
  composite: 'GF((2⁴)²)',
  compositePipelined: 'GF((2⁴)²), 5 regs',
  boyarPeralta: 'Boyar–Peralta',
};

/** A step's name for the directions it serves: SubBytes, InvSubBytes, or (Inv)SubBytes for both. */
const both = (operation: { forward: boolean; inverse: boolean }, name: string) =>
  byOperationDirection(operation, { unified: `(Inv)${name}`, decrypt: `Inv${name}`, encrypt: name });

export const aesOperations: OperationKinds<AesOperation> = {
  invMixColumns: { describe: () => ({ label: 'InvMixColumns', detail: 'not in round 1' }) },
  subBytes: {
    describe: (o) => ({ label: both(o, 'SubBytes'), detail: sboxNames[o.sbox] ?? o.sbox }),
  },
  shiftRows: { describe: (o) => ({ label: both(o, 'ShiftRows'), detail: 'wiring' }) },
  mixColumns: { describe: () => ({ label: 'MixColumns', detail: 'not in round Nr' }) },
  addRoundKey: { describe: () => ({ label: 'AddRoundKey', detail: '⊕ round key' }), takesRoundKey: () => true },
};
