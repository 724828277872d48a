//! What the integration tests share: paths to the `vectors/` folder, the checks every cipher's
//! published known answers pass, random keys, the modes of operation by name, and the checks
//! every cipher's trace passes ([`trace`]), the Crypto++ drivers of the cross-checks
//! ([`cryptopp`]) and RustCrypto's modes of operation ([`rustcrypto_modes`]).
#![allow(dead_code)]

pub mod cryptopp;
pub mod occupancy;
pub mod rustcrypto_modes;
pub mod trace;

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use sim_core::cipher::block_from_slice;
use sim_core::modes::{cbc, cfb, ctr, ecb, ofb};
use sim_core::words::reverse;
use sim_core::{hex, BlockCipher};
use std::path::PathBuf;

pub fn vectors_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../vectors")
}

pub fn read_vector_file(relative: &str) -> String {
    let path = vectors_dir().join(relative);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The lines of a file of one vector a line (Crypto++'s `*val.dat`): "key plaintext
/// ciphertext" in hex, blank lines skipped, each value `key_bytes` long (a block too: 16 is
/// one of them).
pub fn vector_lines(relative: &str, key_bytes: &[usize]) -> Vec<[Vec<u8>; 3]> {
    let parse = |field, text| hex::parse(field, text, key_bytes).unwrap_or_else(|e| panic!("{relative}: {e}"));
    read_vector_file(relative)
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|line| {
            let f: Vec<&str> = line.split_whitespace().collect();
            assert_eq!(f.len(), 3, "{line}");
            [parse("key", f[0]), parse("plaintext", f[1]), parse("ciphertext", f[2])]
        })
        .collect()
}

/// Every vector of `source` ((key, plaintext, ciphertext), in the file's order) is a known
/// answer of cipher `C` both ways, and their keys are `key_bits` long, in order.
pub fn every_vector_passes<C: BlockCipher>(source: &str, vectors: &[[Vec<u8>; 3]], key_bits: &[usize]) {
    let bits: Vec<usize> = vectors.iter().map(|[k, _, _]| 8 * k.len()).collect();
    assert_eq!(bits, key_bits, "{source}: the key sizes");
    for (i, [key, plaintext, ciphertext]) in vectors.iter().enumerate() {
        known_answer::<C>(&format!("{source} #{}", i + 1), key, plaintext, ciphertext);
    }
}

/// The vector is the all-zero key (128 bits) and plaintext, and its ciphertext is `ciphertext`.
pub fn is_the_zero_vector([key, plaintext, ciphertext]: &[Vec<u8>; 3], ciphertext_hex: &str) {
    assert_eq!(key, &[0; 16]);
    assert_eq!(plaintext, &[0; 16]);
    assert_eq!(hex::format(ciphertext), ciphertext_hex);
}

/// No vector passes with its values' bytes reversed (each read as one big-endian number, last
/// word first), encrypting or decrypting: the vectors are in one byte order, cipher `C`'s.
pub fn none_passes_byte_reversed<C: BlockCipher<Block = [u8; 16]>>(vectors: &[[Vec<u8>; 3]]) {
    for [key, plaintext, ciphertext] in vectors {
        let cipher = C::new(&reverse(key)).unwrap();
        let p: [u8; 16] = reverse(plaintext).try_into().unwrap();
        let c: [u8; 16] = reverse(ciphertext).try_into().unwrap();
        let what = format!("key {} passes byte-reversed", hex::format(key));
        assert_ne!(cipher.encrypt_block(&p), c, "{what}");
        assert_ne!(cipher.decrypt_block(&c), p, "{what}");
    }
}

/// [`for_random_keys`] of the 128-bit ciphers' three key sizes, 16, 24 and 32 bytes, each
/// key's cipher `C` given to `case` with a random plaintext (drawn after the key), its
/// ciphertext and the label.
pub fn for_random_blocks<C: BlockCipher<Block = [u8; 16]>>(
    seed: u64,
    count: usize,
    mut case: impl FnMut(&C, [u8; 16], [u8; 16], &str),
) {
    for_random_keys(seed, &[16, 24, 32], count, |key, rng, what| {
        let cipher = C::new(key).unwrap();
        let plaintext: [u8; 16] = rng.gen();
        case(&cipher, plaintext, cipher.encrypt_block(&plaintext), what);
    });
}

/// (key, plaintext, ciphertext) is a known answer of cipher `C` both ways, compared as hex:
/// `plaintext` encrypts to `ciphertext` under `key`, which decrypts to `plaintext`; the messages
/// start with `source` and the key.
pub fn known_answer<C: BlockCipher>(source: &str, key: &[u8], plaintext: &[u8], ciphertext: &[u8]) {
    let what = format!("{source}: key {}", hex::format(key));
    let cipher = C::new(key).unwrap_or_else(|e| panic!("{what}: {e}"));
    let (p, c): (C::Block, C::Block) = (block_from_slice(plaintext), block_from_slice(ciphertext));
    assert_eq!(
        hex::format(cipher.encrypt_block(&p).as_ref()),
        hex::format(ciphertext),
        "{what}: encrypt"
    );
    assert_eq!(
        hex::format(cipher.decrypt_block(&c).as_ref()),
        hex::format(plaintext),
        "{what}: decrypt"
    );
}

/// `count` random keys of each length in `key_bytes`, drawn from `seed`, each passed to
/// `case` with the generator (for whatever else the case draws, after its key) and a label
/// for messages, `key [..] (seed 0x..)`.
pub fn for_random_keys(seed: u64, key_bytes: &[usize], count: usize, mut case: impl FnMut(&[u8], &mut StdRng, &str)) {
    let mut rng = StdRng::seed_from_u64(seed);
    for &bytes in key_bytes {
        for _ in 0..count {
            let key: Vec<u8> = (0..bytes).map(|_| rng.gen()).collect();
            let what = format!("key {key:02x?} (seed {seed:#x})");
            case(&key, &mut rng, &what);
        }
    }
}

/// A confidentiality mode of SP 800-38A (CFB with a full-block segment: CFB-128 on a 128-bit
/// cipher, CFB-64 on Triple DES).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    Ecb,
    Cbc,
    Cfb,
    Ofb,
    Ctr,
}

impl Mode {
    /// The mode as NIST's CAVP file names spell it for a cipher of `block_bits`: `CFB128` for
    /// AES (AESAVS), `CFB64` for Triple DES (the TDES Validation System, whose names add a `T`).
    pub fn nist_name(self, block_bits: usize) -> String {
        match self {
            Mode::Cfb => format!("CFB{block_bits}"),
            other => format!("{other:?}").to_uppercase(),
        }
    }
}

/// Chain `chain` of `chains` in interleaved CBC's data (Swankoski et al. 2005): its 16-byte
/// blocks `chain`, `chain + chains`, `chain + 2 chains`, …
pub fn interleaved_chain(bytes: &[u8], chain: usize, chains: usize) -> Vec<u8> {
    bytes
        .chunks_exact(16)
        .skip(chain)
        .step_by(chains)
        .flatten()
        .copied()
        .collect()
}

/// `data` through sim-core's `mode` over `cipher`, one way; `iv` (for CTR the initial counter
/// block) is required by every mode but ECB, which ignores it.
pub fn through_mode<C: BlockCipher>(
    mode: Mode,
    cipher: &C,
    iv: Option<&C::Block>,
    data: &[u8],
    decrypt: bool,
) -> Vec<u8> {
    let iv = || iv.unwrap_or_else(|| panic!("{mode:?} takes an IV"));
    match (mode, decrypt) {
        (Mode::Ecb, false) => ecb::encrypt(cipher, data),
        (Mode::Ecb, true) => ecb::decrypt(cipher, data),
        (Mode::Cbc, false) => cbc::encrypt(cipher, iv(), data),
        (Mode::Cbc, true) => cbc::decrypt(cipher, iv(), data),
        (Mode::Cfb, false) => cfb::encrypt(cipher, iv(), data),
        (Mode::Cfb, true) => cfb::decrypt(cipher, iv(), data),
        (Mode::Ofb, false) => ofb::encrypt(cipher, iv(), data),
        (Mode::Ofb, true) => ofb::decrypt(cipher, iv(), data),
        (Mode::Ctr, false) => ctr::encrypt(cipher, iv(), data),
        (Mode::Ctr, true) => ctr::decrypt(cipher, iv(), data),
    }
    .unwrap()
}
