//! The RC6 golden model against RustCrypto's `rc6` 0.1 on random keys and blocks, for the
//! lab's three key sizes, encrypting and decrypting.
//!
//! `rc6` 0.1 is of the cipher 0.5 family and generic in its key size (`RC6<W, R, B>` for any
//! B below 256 bytes), so RC6-32/20/16, /24 and /32 are all tested. It does not re-export
//! `cipher` 0.5, which is not a dependency of sim-core, so its trait methods (`KeyInit`,
//! `BlockCipherEncrypt`) cannot be named here; the crate's own inherent `RC6::new`,
//! `RC6::encrypt` and `RC6::decrypt` (what those traits call) are used instead. The key-size
//! and round-count type numbers come from typenum through `aes`'s cipher 0.4 re-export: one
//! typenum crate serves both families.

use crate::common;

use aes::cipher::consts::{U16, U20, U24, U32};
use common::for_random_keys;
use rand::Rng;
use rc6::RC6;
use sim_core::rc6::Rc6;

/// `bytes` as `rc6`'s 16-byte array type, which it does not export: `new`'s key type `K` of the
/// 16-byte-key RC6, `Array<u8, U16>`, the same type as every RC6-32's block.
fn their_array<K: From<[u8; 16]>, C>(_new: fn(&K) -> C, bytes: [u8; 16]) -> K {
    K::from(bytes)
}

/// One RustCrypto RC6-32/20/b, for b = 16, 24 or 32, behind the two block operations.
trait Theirs {
    fn encrypt(&self, block: [u8; 16]) -> [u8; 16];
    fn decrypt(&self, block: [u8; 16]) -> [u8; 16];
}

macro_rules! theirs_for {
    ($($bytes:ty),*) => {$(
        impl Theirs for RC6<u32, U20, $bytes> {
            fn encrypt(&self, block: [u8; 16]) -> [u8; 16] {
                let mut block = their_array(RC6::<u32, U20, U16>::new, block);
                RC6::encrypt(self, (&mut block).into());
                block.into()
            }

            fn decrypt(&self, block: [u8; 16]) -> [u8; 16] {
                let mut block = their_array(RC6::<u32, U20, U16>::new, block);
                RC6::decrypt(self, (&mut block).into());
                block.into()
            }
        }
    )*};
}

theirs_for!(U16, U24, U32);

fn theirs(key: &[u8]) -> Box<dyn Theirs> {
    match key.len() {
        16 => Box::new(RC6::<u32, U20, U16>::new(&<[u8; 16]>::try_from(key).unwrap().into())),
        24 => Box::new(RC6::<u32, U20, U24>::new(&<[u8; 24]>::try_from(key).unwrap().into())),
        32 => Box::new(RC6::<u32, U20, U32>::new(&<[u8; 32]>::try_from(key).unwrap().into())),
        n => panic!("no RC6 of {n}-byte keys here"),
    }
}

#[test]
fn random_blocks_agree_with_rustcrypto() {
    let mut checked = 0;
    // 3 sizes × 250 keys × 4 blocks: 3000 key/block pairs, each encrypted and decrypted.
    let seed = 0x0c6_9e47;
    for_random_keys(seed, &[16, 24, 32], 250, |key, rng, _what| {
        let ours = Rc6::new(key).unwrap();
        let theirs = theirs(key);
        for _ in 0..4 {
            let block: [u8; 16] = rng.gen();
            let what = format!("key {key:02x?} block {block:02x?} (seed {seed:#x})");
            let c = ours.encrypt_block(&block);
            assert_eq!(c, theirs.encrypt(block), "encrypt {what}");
            assert_eq!(ours.decrypt_block(&block), theirs.decrypt(block), "decrypt {what}");
            assert_eq!(ours.decrypt_block(&c), block, "round trip {what}");
            checked += 1;
        }
    });
    assert_eq!(checked, 3000);
}

#[test]
fn edge_keys_and_blocks_agree_with_rustcrypto() {
    for key_bytes in [16, 24, 32] {
        for key_byte in [0x00, 0x01, 0x80, 0xff] {
            let key = vec![key_byte; key_bytes];
            let ours = Rc6::new(&key).unwrap();
            let theirs = theirs(&key);
            for block_byte in [0x00, 0x01, 0x80, 0xff] {
                let block = [block_byte; 16];
                assert_eq!(ours.encrypt_block(&block), theirs.encrypt(block), "key {key:02x?}");
                assert_eq!(ours.decrypt_block(&block), theirs.decrypt(block), "key {key:02x?}");
            }
        }
    }
}
