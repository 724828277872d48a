//! The golden modes of operation against RustCrypto's `cbc`, `ctr` (128-bit big-endian
//! counter), `cfb-mode` (CFB-128) and `ofb`, on random keys, IVs and messages of 0 to 40 blocks.

use crate::common;
use crate::common::rustcrypto_modes;

use aes::cipher::KeyInit;
use common::Mode;
use rustcrypto_modes::random_messages_agree;
use sim_core::aes::Aes;
use sim_core::modes::{ctr, Block};

/// RustCrypto's AES of the key's length under `mode`.
fn theirs(mode: Mode, key: &[u8], iv: &Block, data: &[u8], decrypt: bool) -> Vec<u8> {
    match key.len() {
        16 => rustcrypto_modes::theirs(mode, aes::Aes128::new_from_slice(key).unwrap(), iv, data, decrypt),
        24 => rustcrypto_modes::theirs(mode, aes::Aes192::new_from_slice(key).unwrap(), iv, data, decrypt),
        _ => rustcrypto_modes::theirs(mode, aes::Aes256::new_from_slice(key).unwrap(), iv, data, decrypt),
    }
}

#[test]
fn random_messages_agree_with_rustcrypto() {
    random_messages_agree(
        0x05ee_d38a,
        &[Mode::Cbc, Mode::Cfb, Mode::Ofb, Mode::Ctr],
        60,
        Aes::new,
        theirs,
    );
}

#[test]
fn ctr_counter_wraps_modulo_2_pow_128() {
    let key = [7u8; 16];
    let t0 = [0xff; 16];
    let data = [0u8; 48];
    let aes = Aes::new(&key).unwrap();
    assert_eq!(
        ctr::encrypt(&aes, &t0, &data).unwrap(),
        theirs(Mode::Ctr, &key, &t0, &data, false)
    );
    // The second block's counter is 0: the keystream is E(0).
    assert_eq!(
        ctr::encrypt(&aes, &t0, &data).unwrap()[16..32],
        aes.encrypt_block(&[0; 16])
    );
}
