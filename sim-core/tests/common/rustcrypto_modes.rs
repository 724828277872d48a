//! A block and the modes of operation two ways, for the tests that check sim-core's golden
//! models and generic modes against RustCrypto's: sim-core's over a golden model
//! ([`crate::common::through_mode`]), and RustCrypto's `cbc`, `cfb-mode` (CFB-128), `ofb` and
//! `ctr` (128-bit big-endian counter) built on an independent cipher.
#![allow(dead_code)]

use crate::common::{through_mode, Mode};
use aes::cipher::consts::U16;
use aes::cipher::{
    AsyncStreamCipher, BlockCipher, BlockDecrypt, BlockDecryptMut, BlockEncrypt, BlockEncryptMut, BlockSizeUser,
    InnerIvInit, StreamCipher, StreamCipherCoreWrapper,
};
use rand::{rngs::StdRng, Rng, SeedableRng};
use sim_core::modes::Block;

/// `ours` and `theirs`, an independent implementation of the same cipher, agree on `block`,
/// encrypting and decrypting it; messages end with `what`.
pub fn block_agrees<C, T>(ours: &C, theirs: &T, block: &Block, what: &str)
where
    C: sim_core::BlockCipher<Block = Block>,
    T: BlockEncrypt + BlockDecrypt + BlockSizeUser<BlockSize = U16>,
{
    let mut expected = aes::Block::from(*block);
    theirs.encrypt_block(&mut expected);
    assert_eq!(ours.encrypt_block(block)[..], expected[..], "encrypt {what}");
    let mut back = aes::Block::from(*block);
    theirs.decrypt_block(&mut back);
    assert_eq!(ours.decrypt_block(block)[..], back[..], "decrypt {what}");
}

/// `data` through RustCrypto's `mode` built on `cipher` (on the cipher, not a key: the stream
/// modes' wrappers take only some key lengths from slices), one way.
pub fn theirs<C>(mode: Mode, cipher: C, iv: &Block, data: &[u8], decrypt: bool) -> Vec<u8>
where
    C: BlockCipher + BlockEncrypt + BlockDecrypt + BlockSizeUser<BlockSize = U16> + Clone,
{
    let mut buf = data.to_vec();
    let iv = aes::Block::from(*iv);
    let mut blocks: Vec<aes::Block> = buf.chunks_exact(16).map(aes::Block::clone_from_slice).collect();
    match (mode, decrypt) {
        (Mode::Ecb, false) => blocks.iter_mut().for_each(|b| cipher.encrypt_block(b)),
        (Mode::Ecb, true) => blocks.iter_mut().for_each(|b| cipher.decrypt_block(b)),
        (Mode::Cbc, false) => ::cbc::Encryptor::<C>::inner_iv_init(cipher, &iv).encrypt_blocks_mut(&mut blocks),
        (Mode::Cbc, true) => ::cbc::Decryptor::<C>::inner_iv_init(cipher, &iv).decrypt_blocks_mut(&mut blocks),
        (Mode::Cfb, false) => {
            cfb_mode::Encryptor::<C>::inner_iv_init(cipher, &iv).encrypt(&mut buf);
            return buf;
        }
        (Mode::Cfb, true) => {
            cfb_mode::Decryptor::<C>::inner_iv_init(cipher, &iv).decrypt(&mut buf);
            return buf;
        }
        (Mode::Ofb, _) => {
            let core = ::ofb::OfbCore::<C>::inner_iv_init(cipher, &iv);
            StreamCipherCoreWrapper::from_core(core).apply_keystream(&mut buf);
            return buf;
        }
        (Mode::Ctr, _) => {
            let core = ::ctr::CtrCore::<C, ::ctr::flavors::Ctr128BE>::inner_iv_init(cipher, &iv);
            StreamCipherCoreWrapper::from_core(core).apply_keystream(&mut buf);
            return buf;
        }
    }
    blocks.iter().flatten().copied().collect()
}

/// `data` through RustCrypto's mode of an independent cipher under a key, one way: `(mode, key,
/// iv, data, decrypt)`.
pub type TheirMode = fn(Mode, &[u8], &Block, &[u8], bool) -> Vec<u8>;

/// sim-core's `modes` over the golden model `ours_of(key)` agree with RustCrypto's
/// (`theirs_of(mode, key, iv, data, decrypt)`) on `per_size` random keys of each size a mode,
/// drawn from `seed`, each with a random IV (for CTR, three times in ten a counter close to
/// 2^128 − 1, so the carry and the wrap are exercised) and 0 to 40 random blocks, both ways;
/// and decryption undoes encryption.
pub fn random_messages_agree<C: sim_core::BlockCipher<Block = Block>>(
    seed: u64,
    modes: &[Mode],
    per_size: usize,
    ours_of: fn(&[u8]) -> Result<C, sim_core::Error>,
    theirs_of: TheirMode,
) {
    let mut rng = StdRng::seed_from_u64(seed);
    for &mode in modes {
        for key_bytes in [16, 24, 32] {
            for _ in 0..per_size {
                let key: Vec<u8> = (0..key_bytes).map(|_| rng.gen()).collect();
                let mut iv: Block = rng.gen();
                if matches!(mode, Mode::Ctr) && rng.gen_bool(0.3) {
                    iv[1..].fill(0xff);
                }
                let blocks = rng.gen_range(0..=40);
                let data: Vec<u8> = (0..16 * blocks).map(|_| rng.gen()).collect();
                let cipher = ours_of(&key).unwrap();
                for decrypt in [false, true] {
                    assert_eq!(
                        through_mode(mode, &cipher, Some(&iv), &data, decrypt),
                        theirs_of(mode, &key, &iv, &data, decrypt),
                        "{mode:?} decrypt={decrypt} key {key:02x?} iv {iv:02x?} ({blocks} blocks, seed {seed:#x})"
                    );
                }
                let there = through_mode(mode, &cipher, Some(&iv), &data, false);
                assert_eq!(
                    through_mode(mode, &cipher, Some(&iv), &there, true),
                    data,
                    "{mode:?} round trip"
                );
            }
        }
    }
}
