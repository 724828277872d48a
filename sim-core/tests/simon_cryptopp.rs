//! The SIMON golden models against an independent implementation: Crypto++'s `SIMON64` and
//! `SIMON128` (Debian package `libcrypto++-dev`, 8.7.0, `simon.h`), through a small C++ driver
//! (`tests/simon_cryptopp/main.cpp`, built and run by `common::cryptopp`). Random keys of every
//! length Crypto++ takes for each block, random blocks, both directions. Crypto++ reads every
//! value byte-reversed against the paper's order, the lab's: each request and answer is
//! reversed, and the model's answer must equal Crypto++'s.
//!
//! The driver runs blocks through Crypto++'s `ECB_Mode`, as its own test vectors run: Debian's
//! 8.7.0+git220824-1 on x86-64 (SSSE3) gives other answers from a `SIMON128::Encryption`
//! object's single-block `ProcessBlock`, for every key length, than from `ECB_Mode` and its
//! published `simon.txt` (bytes `000102…0f`, `2074726176656c6c6572732064657363`: `ProcessBlock`
//! 2bb779a31a04bd06b2dd94b16897cc32, `ECB_Mode` and the file bc0b4ef82a83aa653ffe541e1e1b6849);
//! its decryption and SIMON64 agree either way.

use crate::common;

use common::{cryptopp, for_random_keys};
use rand::Rng;
use sim_core::simon::{Simon128, Simon64};
use sim_core::words::reverse;
use sim_core::{hex, BlockCipher};
use std::path::PathBuf;
use std::sync::OnceLock;

const SEED: u64 = 0x0053_494d_4f4e; // "SIMON"
/// Random keys a key length, each with one block encrypted and one decrypted.
const KEYS_PER_LENGTH: usize = 500;

fn driver() -> &'static PathBuf {
    static DRIVER: OnceLock<PathBuf> = OnceLock::new();
    DRIVER.get_or_init(|| cryptopp::compile_driver("simon_cryptopp", "SIMON"))
}

/// Every key length of `C`, random keys and blocks each way, against Crypto++'s `bits` cipher.
fn random_blocks_agree<C: BlockCipher>(bits: usize, seed: u64) {
    let key_bytes = C::STANDARD_KEY_BYTES.expect("SIMON lists its key lengths");
    let mut cases = Vec::new();
    for_random_keys(seed, key_bytes, KEYS_PER_LENGTH, |key, rng, what| {
        for op in ['E', 'D'] {
            let block: Vec<u8> = (0..C::BLOCK_BYTES).map(|_| rng.gen()).collect();
            cases.push((op, key.to_vec(), block, what.to_owned()));
        }
    });
    let requests: Vec<String> = cases
        .iter()
        .map(|(op, key, block, _)| {
            format!(
                "{op} {bits} {} {}",
                hex::format(&reverse(key)),
                hex::format(&reverse(block))
            )
        })
        .collect();
    let answers = cryptopp::ask(driver(), &requests);
    for ((op, key, block, what), answer) in cases.iter().zip(&answers) {
        let cipher = C::new(key).unwrap();
        let input: C::Block = sim_core::cipher::block_from_slice(block);
        let (ours, back) = if *op == 'E' {
            let c = cipher.encrypt_block(&input);
            (c, cipher.decrypt_block(&c))
        } else {
            let p = cipher.decrypt_block(&input);
            (p, cipher.encrypt_block(&p))
        };
        let what = format!("SIMON{bits} {op} {what} block {}", hex::format(block));
        assert_eq!(hex::format(&reverse(ours.as_ref())), *answer, "{what}");
        assert_eq!(back, input, "{what}: the model's inverse");
    }
    assert_eq!(answers.len(), 2 * key_bytes.len() * KEYS_PER_LENGTH);
}

#[test]
fn simon64_agrees_with_cryptopp_both_ways() {
    random_blocks_agree::<Simon64>(64, SEED);
}

#[test]
fn simon128_agrees_with_cryptopp_both_ways() {
    random_blocks_agree::<Simon128>(128, SEED ^ 1);
}
