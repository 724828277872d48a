//! The Serpent golden model, and the generic modes over it, against RustCrypto's `serpent`
//! crate (and its `cbc`, `ctr`, `cfb-mode`, `ofb`) on random keys, blocks, IVs and messages.

use crate::common;
use crate::common::rustcrypto_modes;

use common::{interleaved_chain, Mode};
use rand::{rngs::StdRng, Rng, SeedableRng};
use rustcrypto_modes::{block_agrees, random_messages_agree};
use serpent::cipher::KeyInit;
use sim_core::modes::{interleaved_cbc, Block, ModeDescription};
use sim_core::serpent::Serpent;

type Theirs = serpent::Serpent;

fn theirs(key: &[u8]) -> Theirs {
    Theirs::new_from_slice(key).unwrap()
}

#[test]
fn random_blocks_agree_with_rustcrypto() {
    let seed = 0x5e4_9e47;
    let mut rng = StdRng::seed_from_u64(seed);
    // The standard's three sizes (800 blocks each), then every length RustCrypto takes, 16 to
    // 32 bytes (200 blocks each).
    let lengths = [(16, 200), (24, 200), (32, 200)]
        .into_iter()
        .chain((16..=32).map(|n| (n, 50)));
    for (key_bytes, keys) in lengths {
        for _ in 0..keys {
            let key: Vec<u8> = (0..key_bytes).map(|_| rng.gen()).collect();
            let ours = Serpent::new(&key).unwrap();
            let theirs = theirs(&key);
            for _ in 0..4 {
                let block: Block = rng.gen();
                let what = format!("key {key:02x?} block {block:02x?} (seed {seed:#x})");
                block_agrees(&ours, &theirs, &block, &what);
            }
        }
    }
}

/// RustCrypto's Serpent under `mode`.
fn their_mode(mode: Mode, key: &[u8], iv: &Block, data: &[u8], decrypt: bool) -> Vec<u8> {
    rustcrypto_modes::theirs(mode, theirs(key), iv, data, decrypt)
}

#[test]
fn generic_modes_on_serpent_agree_with_rustcrypto() {
    let modes = [Mode::Ecb, Mode::Cbc, Mode::Cfb, Mode::Ofb, Mode::Ctr];
    random_messages_agree(0x5e4_38a, &modes, 40, Serpent::new, their_mode);
}

#[test]
fn interleaved_cbc_and_mode_descriptions_run_serpent() {
    let seed = 0x5e4_1cbc;
    let mut rng = StdRng::seed_from_u64(seed);
    let key: [u8; 32] = rng.gen();
    let serpent = Serpent::new(&key).unwrap();
    let ivs: Vec<Block> = (0..3).map(|_| rng.gen()).collect();
    let data: Vec<u8> = (0..16 * 9).map(|_| rng.gen()).collect();
    let woven = interleaved_cbc::encrypt(&serpent, &ivs, &data).unwrap();
    for (chain, iv) in ivs.iter().enumerate() {
        let pick = |bytes: &[u8]| interleaved_chain(bytes, chain, 3);
        assert_eq!(
            pick(&woven),
            their_mode(Mode::Cbc, &key, iv, &pick(&data), false),
            "seed {seed:#x}"
        );
    }
    let described = ModeDescription::InterleavedCbc {
        ivs: ivs.iter().map(|iv| iv.to_vec()).collect(),
    };
    assert_eq!(described.encrypt(&serpent, &data, None).unwrap(), woven);
    assert_eq!(described.decrypt(&serpent, &woven, None).unwrap(), data);
}
