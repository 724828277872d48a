//! MARS against published known answers: Crypto++ 8.7.0's two MARS files, in MARS's byte order
//! (bytes in memory order, D[0] first, words little-endian).
//!
//! - `vectors/mars/cryptopp-marsval.dat`: key, plaintext, ciphertext per line (9 lines, 128-,
//!   192- and 256-bit keys), checked both ways;
//! - `vectors/mars/cryptopp-mars.txt`: Crypto++'s TestVectors format, records of `Key:`,
//!   `Plaintext:`, `Ciphertext:` and `Test:` fields after an `AlgorithmType:`/`Name:` header:
//!   10 `Encrypt` records, checked both ways, and 6 Monte Carlo records (`EncryptionMCT`,
//!   `DecryptionMCT`, 128/192/256-bit keys) run as Crypto++'s test driver runs them
//!   (datatest.cpp): 400 times, 10 000 blocks through the cipher then the key exclusive-ored with
//!   the last key-length bytes of output.
//!
//! A vector that passed only with its values byte-reversed (one big-endian number each) would
//! fail here, naming it.

use crate::common;

use common::{
    every_vector_passes, is_the_zero_vector, known_answer, none_passes_byte_reversed, read_vector_file, vector_lines,
};
use sim_core::hex;
use sim_core::mars::{byte_order, Mars, KEY_BYTES};

fn parse(field: &str, text: &str) -> Vec<u8> {
    hex::parse(field, text, &KEY_BYTES).unwrap_or_else(|e| panic!("{e}"))
}

/// `cryptopp-marsval.dat`: one "key plaintext ciphertext" line each, hex.
fn marsval() -> Vec<[Vec<u8>; 3]> {
    vector_lines("mars/cryptopp-marsval.dat", &KEY_BYTES)
}

/// One record of `cryptopp-mars.txt`.
#[derive(Debug)]
struct Record {
    key: Vec<u8>,
    plaintext: Vec<u8>,
    ciphertext: Vec<u8>,
    test: String,
}

/// `cryptopp-mars.txt`: `Name: value` lines; a record's fields are carried until `Test:` ends it.
fn mars_txt() -> Vec<Record> {
    let mut records = Vec::new();
    let (mut key, mut plaintext, mut ciphertext) = (None, None, None);
    for line in read_vector_file("mars/cryptopp-mars.txt").lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (name, value) = line.split_once(':').unwrap_or_else(|| panic!("not a field: {line}"));
        let value = value.trim();
        match name.trim() {
            "AlgorithmType" => assert_eq!(value, "SymmetricCipher"),
            "Name" => assert_eq!(value, "MARS/ECB"),
            "Source" | "Comment" => {}
            "Key" => key = Some(parse("Key", value)),
            "Plaintext" => plaintext = Some(parse("Plaintext", value)),
            "Ciphertext" => ciphertext = Some(parse("Ciphertext", value)),
            "Test" => records.push(Record {
                key: key.clone().expect("Key before Test"),
                plaintext: plaintext.clone().expect("Plaintext before Test"),
                ciphertext: ciphertext.clone().expect("Ciphertext before Test"),
                test: value.to_owned(),
            }),
            other => panic!("unknown field {other}: {line}"),
        }
    }
    records
}

/// Crypto++'s Monte Carlo test (datatest.cpp, `EncryptionMCT`/`DecryptionMCT`): from `start`,
/// 400 times: 10 000 blocks through the cipher (encrypting or decrypting), then the key
/// exclusive-ored with the last `key.len()` bytes of output and set anew. The last block out.
fn monte_carlo(key: &[u8], start: &[u8], decrypt: bool) -> [u8; 16] {
    let mut key = key.to_vec();
    let mut block: [u8; 16] = start.try_into().unwrap();
    let mut previous = [0u8; 16];
    for _ in 0..400 {
        let mars = Mars::new(&key).unwrap();
        for _ in 0..10_000 {
            previous = block;
            block = if decrypt {
                mars.decrypt_block(&block)
            } else {
                mars.encrypt_block(&block)
            };
        }
        // The output's last key.len() bytes: the last block, preceded by the tail of the one
        // before for 192- and 256-bit keys.
        let tail: Vec<u8> = previous.iter().chain(&block).copied().collect();
        let tail = &tail[32 - key.len()..];
        key.iter_mut().zip(tail).for_each(|(k, t)| *k ^= t);
    }
    block
}

#[test]
fn every_marsval_line_passes_in_mars_order() {
    every_vector_passes::<Mars>(
        "cryptopp-marsval.dat",
        &marsval(),
        &[128, 128, 128, 128, 192, 192, 192, 256, 256],
    );
}

#[test]
fn every_mars_txt_encrypt_record_passes() {
    let records = mars_txt();
    assert_eq!(records.len(), 16);
    let encrypt: Vec<&Record> = records.iter().filter(|r| r.test == "Encrypt").collect();
    assert_eq!(encrypt.len(), 10);
    for (i, r) in encrypt.iter().enumerate() {
        known_answer::<Mars>(
            &format!("cryptopp-mars.txt Encrypt record {}", i + 1),
            &r.key,
            &r.plaintext,
            &r.ciphertext,
        );
    }
}

#[test]
fn every_mars_txt_monte_carlo_record_passes() {
    let records: Vec<Record> = mars_txt().into_iter().filter(|r| r.test != "Encrypt").collect();
    assert_eq!(records.len(), 6);
    for r in &records {
        let what = format!("cryptopp-mars.txt {} key {}", r.test, hex::format(&r.key));
        match r.test.as_str() {
            "EncryptionMCT" => {
                let c = monte_carlo(&r.key, &r.plaintext, false);
                assert_eq!(hex::format(&c), hex::format(&r.ciphertext), "{what}");
            }
            "DecryptionMCT" => {
                let p = monte_carlo(&r.key, &r.ciphertext, true);
                assert_eq!(hex::format(&p), hex::format(&r.plaintext), "{what}");
            }
            other => panic!("unknown test {other}"),
        }
    }
}

#[test]
fn the_first_marsval_line_is_the_zero_vector() {
    is_the_zero_vector(&marsval()[0], "dcc07b8dfb0738d6e30a22dfcf27e886");
}

#[test]
fn no_vector_passes_byte_reversed() {
    // Read as one big-endian number each (the bytes reversed, D[3] first), every vector fails:
    // the files are in one order, MARS's.
    let txt = mars_txt();
    let encrypt = txt.iter().filter(|r| r.test == "Encrypt");
    let all: Vec<[Vec<u8>; 3]> = marsval()
        .into_iter()
        .chain(encrypt.map(|r| [r.key.clone(), r.plaintext.clone(), r.ciphertext.clone()]))
        .collect();
    none_passes_byte_reversed::<Mars>(&all);
    // Nor with only the blocks reversed.
    for [key, plaintext, ciphertext] in &all {
        let p: [u8; 16] = byte_order::reverse(plaintext).try_into().unwrap();
        let straight = Mars::new(key).unwrap();
        assert_ne!(straight.encrypt_block(&p).to_vec(), byte_order::reverse(ciphertext));
    }
}

#[test]
fn the_vectors_fail_without_the_multiplication_key_fix() {
    // The fix is part of MARS: leave it out and no published vector passes.
    for [key, plaintext, ciphertext] in marsval() {
        let unfixed = Mars::new_without_multiplication_key_fix(&key).unwrap();
        let p: [u8; 16] = plaintext.clone().try_into().unwrap();
        assert_ne!(
            unfixed.encrypt_block(&p).to_vec(),
            ciphertext,
            "key {}",
            hex::format(&key)
        );
    }
}
