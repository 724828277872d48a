// Triple DES's published known answers: NIST CAVP's TDES files (CAVS 11.1, vectors/README.md),
// read by sim-core's `cipherParseRsp('des', …)`.
//
// `ecb`: single blocks, each record's message block by block; `modes`: per chained mode the
// multi-block messages. Each file with the key size its records have: the known-answer files'
// one key is keying option 3, a 64-bit bundle; MMT1, MMT2, MMT3 are options 3, 2, 1. CFB is the
// full-block CFB64, the lab's.

const tdes = (name) => `vectors/nist/tdes/${name}.rsp`;

export default {
  cavp: {
    read: (simCore, text) => simCore.cipherParseRsp('des', text),
    ecb: [
      ...['varkey', 'vartext', 'invperm', 'permop', 'subtab'].map((k) => ({ path: tdes(`TECB${k}`), keyBits: 64 })),
      ...[64, 128, 192].map((bits, i) => ({ path: tdes(`TECBMMT${i + 1}`), keyBits: bits })),
    ],
    modes: Object.fromEntries(
      Object.entries({ cbc: 'TCBC', cfb: 'TCFB64', ofb: 'TOFB' }).map(([mode, prefix]) => [
        mode,
        [64, 128, 192].map((bits, i) => ({ path: tdes(`${prefix}MMT${i + 1}`), keyBits: bits })),
      ]),
    ),
  },
};
