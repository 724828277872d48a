//! The binding's exports natively: only those that touch no JS value can run here, the
//! byte-array ones' success paths. The rest are exercised from Node on the built package.

use sim_core::aes::Aes;
use sim_core::serpent::{serpent_round_keys, Serpent};
use sim_core_wasm::{cipher_blocks, cipher_round_keys};

/// `cipher`'s blocks through the binding against `golden`, its model's one-block encryption.
fn check_blocks(cipher: &str, key: &[u8], data: &[u8], golden: impl Fn(&[u8; 16]) -> [u8; 16]) {
    let out = cipher_blocks(cipher, key, data, false).unwrap();
    for (i, block) in data.chunks_exact(16).enumerate() {
        assert_eq!(out[16 * i..16 * i + 16], golden(block.try_into().unwrap()), "{cipher}");
    }
    assert_eq!(cipher_blocks(cipher, key, &out, true).unwrap(), data, "{cipher}");
}

#[test]
fn cipher_blocks_agree_with_the_golden_models() {
    let key: Vec<u8> = (0..32).collect();
    let data: Vec<u8> = (0..48).map(|i| (i * 7) as u8).collect();
    for bytes in [16, 24, 32] {
        let key = &key[..bytes];
        let aes = Aes::new(key).unwrap();
        check_blocks("aes", key, &data, |b| aes.encrypt_block(b));
        let serpent = Serpent::new(key).unwrap();
        check_blocks("serpent", key, &data, |b| serpent.encrypt_block(b));
    }
}

#[test]
fn cipher_round_keys_agree_with_the_golden_models() {
    let key: Vec<u8> = (100..132).collect();
    for bytes in [16, 24, 32] {
        let key = &key[..bytes];
        let golden: Vec<u8> = Aes::new(key).unwrap().round_keys().concat();
        assert_eq!(cipher_round_keys("aes", key).unwrap(), golden);
        let serpent = cipher_round_keys("serpent", key).unwrap();
        assert_eq!(serpent.len(), 33 * 16);
        let golden = serpent_round_keys(key).unwrap();
        assert_eq!(serpent[..16], golden[0]);
        assert_eq!(serpent, golden.concat());
    }
}
