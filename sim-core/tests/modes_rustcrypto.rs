//! The golden modes of operation against RustCrypto's `cbc`, `ctr` (128-bit big-endian
//! counter), `cfb-mode` (CFB-128) and `ofb`, on random keys, IVs and messages of 0 to 40 blocks.

use aes::cipher::{
    AsyncStreamCipher, BlockCipher, BlockDecrypt, BlockDecryptMut, BlockEncrypt, BlockEncryptMut, KeyInit, KeyIvInit,
    StreamCipher,
};
use rand::{rngs::StdRng, Rng, SeedableRng};
use sim_core::aes::Aes;
use sim_core::modes::{cbc, cfb, ctr, ofb, Block};

#[derive(Debug, Clone, Copy)]
enum Mode {
    Cbc,
    Cfb,
    Ofb,
    Ctr,
}

trait Cipher: BlockCipher + BlockEncrypt + BlockDecrypt + KeyInit + Clone {}
impl<C: BlockCipher + BlockEncrypt + BlockDecrypt + KeyInit + Clone> Cipher for C {}

fn theirs_with<C>(mode: Mode, key: &[u8], iv: &Block, data: &[u8], decrypt: bool) -> Vec<u8>
where
    C: Cipher + aes::cipher::BlockSizeUser<BlockSize = aes::cipher::consts::U16>,
{
    let mut buf = data.to_vec();
    let iv = aes::Block::from(*iv);
    match mode {
        Mode::Cbc => {
            let mut blocks: Vec<aes::Block> = buf.chunks_exact(16).map(aes::Block::clone_from_slice).collect();
            if decrypt {
                ::cbc::Decryptor::<C>::new_from_slices(key, &iv)
                    .unwrap()
                    .decrypt_blocks_mut(&mut blocks);
            } else {
                ::cbc::Encryptor::<C>::new_from_slices(key, &iv)
                    .unwrap()
                    .encrypt_blocks_mut(&mut blocks);
            }
            buf = blocks.iter().flatten().copied().collect();
        }
        Mode::Cfb => {
            if decrypt {
                cfb_mode::Decryptor::<C>::new_from_slices(key, &iv)
                    .unwrap()
                    .decrypt(&mut buf);
            } else {
                cfb_mode::Encryptor::<C>::new_from_slices(key, &iv)
                    .unwrap()
                    .encrypt(&mut buf);
            }
        }
        Mode::Ofb => ::ofb::Ofb::<C>::new_from_slices(key, &iv)
            .unwrap()
            .apply_keystream(&mut buf),
        Mode::Ctr => ::ctr::Ctr128BE::<C>::new_from_slices(key, &iv)
            .unwrap()
            .apply_keystream(&mut buf),
    }
    buf
}

fn theirs(mode: Mode, key: &[u8], iv: &Block, data: &[u8], decrypt: bool) -> Vec<u8> {
    match key.len() {
        16 => theirs_with::<aes::Aes128>(mode, key, iv, data, decrypt),
        24 => theirs_with::<aes::Aes192>(mode, key, iv, data, decrypt),
        _ => theirs_with::<aes::Aes256>(mode, key, iv, data, decrypt),
    }
}

fn ours(mode: Mode, aes: &Aes, iv: &Block, data: &[u8], decrypt: bool) -> Vec<u8> {
    match (mode, decrypt) {
        (Mode::Cbc, false) => cbc::encrypt(aes, iv, data),
        (Mode::Cbc, true) => cbc::decrypt(aes, iv, data),
        (Mode::Cfb, false) => cfb::encrypt(aes, iv, data),
        (Mode::Cfb, true) => cfb::decrypt(aes, iv, data),
        (Mode::Ofb, false) => ofb::encrypt(aes, iv, data),
        (Mode::Ofb, true) => ofb::decrypt(aes, iv, data),
        (Mode::Ctr, false) => ctr::encrypt(aes, iv, data),
        (Mode::Ctr, true) => ctr::decrypt(aes, iv, data),
    }
    .unwrap()
}

#[test]
fn random_messages_agree_with_rustcrypto() {
    let seed = 0x05ee_d38a;
    let mut rng = StdRng::seed_from_u64(seed);
    for mode in [Mode::Cbc, Mode::Cfb, Mode::Ofb, Mode::Ctr] {
        for key_bytes in [16, 24, 32] {
            for _ in 0..60 {
                let key: Vec<u8> = (0..key_bytes).map(|_| rng.gen()).collect();
                let mut iv: Block = rng.gen();
                if matches!(mode, Mode::Ctr) && rng.gen_bool(0.3) {
                    // Counters close to 2^128 - 1, so the carry and the wrap are exercised.
                    iv[1..].fill(0xff);
                }
                let blocks = rng.gen_range(0..=40);
                let data: Vec<u8> = (0..16 * blocks).map(|_| rng.gen()).collect();
                let aes = Aes::new(&key).unwrap();
                for decrypt in [false, true] {
                    assert_eq!(
                        ours(mode, &aes, &iv, &data, decrypt),
                        theirs(mode, &key, &iv, &data, decrypt),
                        "{mode:?} decrypt={decrypt} key {key:02x?} iv {iv:02x?} ({blocks} blocks, seed {seed:#x})"
                    );
                }
                let there = ours(mode, &aes, &iv, &data, false);
                assert_eq!(ours(mode, &aes, &iv, &there, true), data, "{mode:?} round trip");
            }
        }
    }
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
