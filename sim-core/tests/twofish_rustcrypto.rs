//! The Twofish golden model against RustCrypto's `twofish` crate (0.7, an independent
//! implementation) on random keys and blocks of the three key sizes, both directions, and
//! the generic modes over it against the same blocks by hand.

use crate::common;
use crate::common::rustcrypto_modes;

use common::for_random_keys;
use rand::{rngs::StdRng, Rng, SeedableRng};
use rustcrypto_modes::block_agrees;
use sim_core::modes::{cbc, Block};
use sim_core::twofish::Twofish;
use twofish::cipher::{BlockEncrypt, KeyInit};

type Theirs = twofish::Twofish;
type TheirBlock = twofish::cipher::Block<Theirs>;

#[test]
fn random_blocks_agree_with_rustcrypto() {
    // 250 keys of each size, 4 blocks each: 3000 key/block pairs, each both ways.
    let seed = 0x2f15_4e47;
    for_random_keys(seed, &[16, 24, 32], 250, |key, rng, _what| {
        let ours = Twofish::new(key).unwrap();
        let theirs = Theirs::new_from_slice(key).unwrap();
        for _ in 0..4 {
            let block: Block = rng.gen();
            let what = format!("key {key:02x?} block {block:02x?} (seed {seed:#x})");
            block_agrees(&ours, &theirs, &block, &what);
        }
    });
}

#[test]
fn edge_keys_and_blocks_agree_with_rustcrypto() {
    // All-zero and all-one keys and blocks, and single set bits, where carries and rotations
    // wrap.
    for key_bytes in [16, 24, 32] {
        let mut keys = vec![vec![0u8; key_bytes], vec![0xff; key_bytes]];
        for bit in [0, 7, 8 * key_bytes - 1] {
            let mut key = vec![0u8; key_bytes];
            key[bit / 8] = 1 << (bit % 8);
            keys.push(key);
        }
        let mut blocks: Vec<Block> = vec![[0; 16], [0xff; 16]];
        for bit in [0, 31, 32, 127] {
            let mut block = [0u8; 16];
            block[bit / 8] = 1 << (bit % 8);
            blocks.push(block);
        }
        for key in &keys {
            let ours = Twofish::new(key).unwrap();
            let theirs = Theirs::new_from_slice(key).unwrap();
            for block in &blocks {
                block_agrees(&ours, &theirs, block, &format!("key {key:02x?} block {block:02x?}"));
            }
        }
    }
}

#[test]
fn cbc_over_twofish_agrees_with_rustcrypto_block_by_block() {
    let seed = 0x2f15_0cbc;
    let mut rng = StdRng::seed_from_u64(seed);
    for key_bytes in [16, 24, 32] {
        let key: Vec<u8> = (0..key_bytes).map(|_| rng.gen()).collect();
        let iv: Block = rng.gen();
        let data: Vec<u8> = (0..16 * 8).map(|_| rng.gen()).collect();
        let ours = cbc::encrypt(&Twofish::new(&key).unwrap(), &iv, &data).unwrap();
        let theirs = Theirs::new_from_slice(&key).unwrap();
        let mut chain = iv;
        for (p, c) in data.chunks_exact(16).zip(ours.chunks_exact(16)) {
            let mut x = TheirBlock::clone_from_slice(p);
            x.iter_mut().zip(&chain).for_each(|(x, v)| *x ^= v);
            theirs.encrypt_block(&mut x);
            assert_eq!(&x[..], c, "seed {seed:#x}");
            chain.copy_from_slice(c);
        }
    }
}
