//! The DES and Triple DES golden models against RustCrypto's `des` 0.8 (`Des`, `TdesEde2`
//! with 16-byte keys, `TdesEde3` with 24-byte keys) on random keys and blocks, encrypting
//! and decrypting; and the TDES ECB Monte Carlo procedure (`sim_core::des::monte_carlo`) run
//! on both, since NIST's `TECBMonte*.rsp` files are not in the packages the project reaches.

use crate::common;

use common::for_random_keys;
use des::cipher::{BlockDecrypt, BlockEncrypt, KeyInit};
use rand::{rngs::StdRng, Rng, SeedableRng};
use sim_core::des::monte_carlo::{self, OUTER};
use sim_core::des::{Des, TripleDes};
use sim_core::{BlockCipher, Error};

/// RustCrypto's ciphers behind the lab's trait, chosen by key length as the lab's Triple DES
/// chooses its keying option: 8 bytes `des::Des`, 16 `TdesEde2`, 24 `TdesEde3`.
enum Theirs {
    One(des::Des),
    Two(des::TdesEde2),
    Three(des::TdesEde3),
}

macro_rules! both_ways {
    ($self:ident, $block:ident, $method:ident) => {{
        let mut b = des::cipher::generic_array::GenericArray::from(*$block);
        match $self {
            Theirs::One(c) => c.$method(&mut b),
            Theirs::Two(c) => c.$method(&mut b),
            Theirs::Three(c) => c.$method(&mut b),
        }
        b.into()
    }};
}

impl BlockCipher for Theirs {
    type Block = [u8; 8];
    const NAME: &'static str = "RustCrypto des";

    fn new(key: &[u8]) -> Result<Self, Error> {
        Ok(match key.len() {
            8 => Theirs::One(des::Des::new_from_slice(key).unwrap()),
            16 => Theirs::Two(des::TdesEde2::new_from_slice(key).unwrap()),
            24 => Theirs::Three(des::TdesEde3::new_from_slice(key).unwrap()),
            n => return Err(Error::field("key", format!("{n} bytes"))),
        })
    }

    fn rounds(&self) -> usize {
        0
    }

    fn encrypt_block(&self, block: &[u8; 8]) -> [u8; 8] {
        both_ways!(self, block, encrypt_block)
    }

    fn decrypt_block(&self, block: &[u8; 8]) -> [u8; 8] {
        both_ways!(self, block, decrypt_block)
    }

    fn encrypt_round_states(&self, _: &[u8; 8]) -> Vec<[u8; 8]> {
        vec![]
    }

    fn decrypt_round_states(&self, _: &[u8; 8]) -> Vec<[u8; 8]> {
        vec![]
    }

    fn round_keys(&self) -> Vec<[u8; 8]> {
        vec![]
    }
}

#[test]
fn random_blocks_agree_with_rustcrypto() {
    let mut pairs = 0;
    let seed = 0x0de5_3de5;
    for_random_keys(seed, &[8, 16, 24], 250, |key, rng, _what| {
        let theirs = <Theirs as BlockCipher>::new(key).unwrap();
        let tdes = TripleDes::new(key).unwrap();
        let des = (key.len() == 8).then(|| Des::new(key).unwrap());
        for _ in 0..4 {
            let block: [u8; 8] = rng.gen();
            let what = format!("key {key:02x?} block {block:02x?} (seed {seed:#x})");
            let c = theirs.encrypt_block(&block);
            let p = theirs.decrypt_block(&block);
            assert_eq!(tdes.encrypt_block(&block), c, "encrypt {what}");
            assert_eq!(tdes.decrypt_block(&block), p, "decrypt {what}");
            if let Some(des) = &des {
                assert_eq!(des.encrypt_block(&block), c, "DES encrypt {what}");
                assert_eq!(des.decrypt_block(&block), p, "DES decrypt {what}");
            }
            pairs += 1;
        }
    });
    assert_eq!(pairs, 3000);
}

fn monte_carlo_agrees(outer: usize) {
    let mut rng = StdRng::seed_from_u64(0x03de_50c7);
    for key_bytes in [8, 16, 24] {
        let key: Vec<u8> = (0..key_bytes).map(|_| rng.gen()).collect();
        let input: [u8; 8] = rng.gen();
        for decrypt in [false, true] {
            let ours = monte_carlo::ecb(&key, &input, decrypt, outer).unwrap();
            let theirs = monte_carlo::ecb_with::<Theirs>(&key, &input, decrypt, outer).unwrap();
            assert_eq!(ours.len(), outer);
            assert_eq!(ours, theirs, "{key_bytes}-byte key, decrypt {decrypt}");
        }
    }
}

#[test]
fn ecb_monte_carlo_agrees_with_rustcrypto_first_checkpoints() {
    monte_carlo_agrees(3);
}

/// The full test, 400 × 10,000 blocks per key length and direction (`cargo test -- --ignored`).
#[test]
#[ignore]
fn ecb_monte_carlo_agrees_with_rustcrypto_full() {
    monte_carlo_agrees(OUTER);
}
