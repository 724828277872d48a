//! The MARS golden model against an independent implementation: Crypto++'s (Debian package
//! `libcrypto++-dev`, 8.7.0), which implements the revised key schedule with the
//! multiplication-key fix. The test compiles a small C++ driver (`tests/mars_cryptopp/main.cpp`)
//! with `clang++-14` (Debian package `clang-14`; `g++` if that is missing) against
//! `libcrypto++.so`, into a fresh temporary directory, and feeds it requests on stdin: the S-box,
//! expanded keys, and random blocks encrypted and decrypted under random keys of every length
//! MARS allows. Every answer must equal the model's (the driver is built and run by
//! `common::cryptopp`).
//!
//! A missing compiler or library is a failure naming the Debian package to install, never a
//! skip: without it the model would go unchecked.
//!
//! Crypto++'s public interface takes keys of 16 to 56 bytes in steps of 8; the MARS lengths
//! between (20, 28, …, 52 bytes) are given to its key setup (`UncheckedSetKey`) directly.

use crate::common;

use common::cryptopp;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use sim_core::hex;
use sim_core::mars::{sbox, Mars, KEY_BYTES};
use std::path::PathBuf;
use std::sync::OnceLock;

const SEED: u64 = 0x4d41_5253; // "MARS"
/// Random keys a key length, each with one block encrypted and one decrypted.
const KEYS_PER_LENGTH: usize = 300;

/// The driver, compiled once for all the tests of this file.
fn driver() -> &'static PathBuf {
    static DRIVER: OnceLock<PathBuf> = OnceLock::new();
    DRIVER.get_or_init(|| cryptopp::compile_driver("mars_cryptopp", "MARS"))
}

/// Crypto++'s answers to `requests`, one line each.
fn ask(requests: &[String]) -> Vec<String> {
    cryptopp::ask(driver(), requests)
}

fn random_key(rng: &mut StdRng, bytes: usize) -> Vec<u8> {
    (0..bytes).map(|_| rng.gen()).collect()
}

#[test]
fn the_sbox_is_cryptopps_entry_for_entry() {
    let answer = ask(&["S".to_owned()]);
    let words: Vec<u32> = answer[0]
        .split_whitespace()
        .map(|w| u32::from_str_radix(w, 16).unwrap())
        .collect();
    assert_eq!(words.len(), 512);
    for (i, (ours, theirs)) in sbox::S.iter().zip(&words).enumerate() {
        assert_eq!(ours, theirs, "S[{i}]: generated {ours:08x}, Crypto++ {theirs:08x}");
    }
}

#[test]
fn expanded_keys_are_cryptopps_for_every_length() {
    let mut rng = StdRng::seed_from_u64(SEED ^ 1);
    let keys: Vec<Vec<u8>> = KEY_BYTES
        .iter()
        .flat_map(|&n| (0..50).map(|_| random_key(&mut rng, n)).collect::<Vec<_>>())
        .collect();
    let requests: Vec<String> = keys.iter().map(|k| format!("K {}", hex::format(k))).collect();
    for (key, answer) in keys.iter().zip(ask(&requests)) {
        let ours: Vec<String> = Mars::new(key)
            .unwrap()
            .expanded_key()
            .iter()
            .map(|w| format!("{w:08x}"))
            .collect();
        assert_eq!(
            ours.join(" "),
            answer,
            "seed {SEED:#x}: K[0..39] of key {}",
            hex::format(key)
        );
    }
}

#[test]
fn random_blocks_agree_both_ways() {
    let mut rng = StdRng::seed_from_u64(SEED);
    let mut cases = Vec::new();
    for &bytes in &KEY_BYTES {
        for _ in 0..KEYS_PER_LENGTH {
            let key = random_key(&mut rng, bytes);
            let block: [u8; 16] = rng.gen();
            cases.push(('E', key.clone(), block));
            let block: [u8; 16] = rng.gen();
            cases.push(('D', key, block));
        }
    }
    let requests: Vec<String> = cases
        .iter()
        .map(|(op, key, block)| format!("{op} {} {}", hex::format(key), hex::format(block)))
        .collect();
    let answers = ask(&requests);
    for ((op, key, block), answer) in cases.iter().zip(&answers) {
        let mars = Mars::new(key).unwrap();
        let (ours, back) = if *op == 'E' {
            let c = mars.encrypt_block(block);
            (c, mars.decrypt_block(&c))
        } else {
            let p = mars.decrypt_block(block);
            (p, mars.encrypt_block(&p))
        };
        let what = format!(
            "seed {SEED:#x}: {op} key {} ({} bits) block {}",
            hex::format(key),
            8 * key.len(),
            hex::format(block)
        );
        assert_eq!(&hex::format(&ours), answer, "{what}");
        assert_eq!(&back, block, "{what}: the model's inverse");
    }
    assert_eq!(answers.len(), 2 * KEY_BYTES.len() * KEYS_PER_LENGTH);
}
