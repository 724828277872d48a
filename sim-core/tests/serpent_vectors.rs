//! Serpent against published known answers: Crypto++ 8.7.0's validation file and the NESSIE
//! vectors that RustCrypto's `serpent` crate ships, both in the lab's byte order (NESSIE's:
//! bytes in memory order, words little-endian). Each vector is checked both ways, and a
//! vector that passed only with its bytes reversed (the submission's printed order) would
//! fail here, naming it.

use crate::common;

use common::{every_vector_passes, known_answer, none_passes_byte_reversed, vector_lines};
use sim_core::hex;
use sim_core::serpent::Serpent;

/// `vectors/serpent/cryptopp-serpentv.dat`: lines of "key plaintext ciphertext" in hex.
fn cryptopp_lines() -> Vec<[Vec<u8>; 3]> {
    vector_lines("serpent/cryptopp-serpentv.dat", &[16, 24, 32])
}

#[test]
fn every_cryptopp_line_passes_in_the_lab_order() {
    let key_bits = [128, 128, 128, 128, 128, 192, 192, 192, 192, 256, 256, 256];
    every_vector_passes::<Serpent>("cryptopp-serpentv.dat", &cryptopp_lines(), &key_bits);
}

#[test]
fn no_cryptopp_line_passes_in_the_submission_order() {
    // Read as the submission prints values (each one byte-reversed), every line fails: the file
    // is in one order, the lab's.
    none_passes_byte_reversed::<Serpent>(&cryptopp_lines());
}

/// The NESSIE vectors in RustCrypto's blobby files: (key, plaintext, ciphertext) triples.
fn nessie(bits: usize) -> Vec<[Vec<u8>; 3]> {
    let path = common::vectors_dir().join(format!("serpent/rustcrypto-nessie-serpent{bits}.blb"));
    let data = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    blobby::Blob3Iterator::new(&data)
        .unwrap()
        .map(|row| row.unwrap().map(|b| b.to_vec()))
        .collect()
}

#[test]
fn nessie_vectors_pass_both_ways() {
    for bits in [128, 192, 256] {
        let vectors = nessie(bits);
        // NESSIE's sets 1–4: one vector per key bit, one per plaintext bit (128), 256 with
        // repeated key and plaintext bytes, and 2 random-looking ones (sets 5–8, the same with
        // the decryption, are not stored).
        assert_eq!(vectors.len(), bits + 128 + 256 + 2, "{bits}-bit keys");
        for (i, [key, plaintext, ciphertext]) in vectors.iter().enumerate() {
            assert_eq!(key.len(), bits / 8);
            known_answer::<Serpent>(&format!("NESSIE Serpent-{bits} #{i}"), key, plaintext, ciphertext);
        }
    }
}

#[test]
fn nessie_set_1_vector_0_is_the_key_with_its_first_bit_set() {
    // NESSIE's Set 1, vector# 0 of Serpent-128-128: key=80000000000000000000000000000000,
    // plain=0…0, cipher=264E5481EFF42A4606ABDA06C0BFDA3D — also line 5 of the Crypto++ file.
    let [key, plaintext, ciphertext] = &nessie(128)[0];
    assert_eq!(hex::format(key), "80000000000000000000000000000000");
    assert_eq!(plaintext, &[0; 16]);
    assert_eq!(hex::format(ciphertext), "264e5481eff42a4606abda06c0bfda3d");
}
