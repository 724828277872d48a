//! The Serpent golden model, and the generic modes over it, against RustCrypto's `serpent`
//! crate (and its `cbc`, `ctr`, `cfb-mode`, `ofb`) on random keys, blocks, IVs and messages.

use rand::{rngs::StdRng, Rng, SeedableRng};
use serpent::cipher::{
    AsyncStreamCipher, BlockDecrypt, BlockDecryptMut, BlockEncrypt, BlockEncryptMut, InnerIvInit, KeyInit,
    StreamCipher, StreamCipherCoreWrapper,
};
use sim_core::modes::{cbc, cfb, ctr, ecb, interleaved_cbc, ofb, Block, ModeDescription};
use sim_core::serpent::Serpent;

type Theirs = serpent::Serpent;
type TheirBlock = serpent::cipher::Block<Theirs>;

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
                let mut expected = TheirBlock::from(block);
                theirs.encrypt_block(&mut expected);
                let what = format!("key {key:02x?} block {block:02x?} (seed {seed:#x})");
                assert_eq!(ours.encrypt_block(&block)[..], expected[..], "encrypt {what}");
                let mut back = TheirBlock::from(block);
                theirs.decrypt_block(&mut back);
                assert_eq!(ours.decrypt_block(&block)[..], back[..], "decrypt {what}");
            }
        }
    }
}

#[derive(Debug, Clone, Copy)]
enum Mode {
    Ecb,
    Cbc,
    Cfb,
    Ofb,
    Ctr,
}

fn their_mode(mode: Mode, key: &[u8], iv: &Block, data: &[u8], decrypt: bool) -> Vec<u8> {
    let mut buf = data.to_vec();
    let cipher = theirs(key);
    let iv = TheirBlock::from(*iv);
    let mut blocks: Vec<TheirBlock> = buf.chunks_exact(16).map(TheirBlock::clone_from_slice).collect();
    match mode {
        Mode::Ecb => {
            for b in &mut blocks {
                if decrypt {
                    cipher.decrypt_block(b)
                } else {
                    cipher.encrypt_block(b)
                }
            }
            return blocks.iter().flatten().copied().collect();
        }
        Mode::Cbc => {
            if decrypt {
                ::cbc::Decryptor::<Theirs>::inner_iv_init(cipher, &iv).decrypt_blocks_mut(&mut blocks);
            } else {
                ::cbc::Encryptor::<Theirs>::inner_iv_init(cipher, &iv).encrypt_blocks_mut(&mut blocks);
            }
            return blocks.iter().flatten().copied().collect();
        }
        Mode::Cfb => {
            if decrypt {
                cfb_mode::Decryptor::<Theirs>::inner_iv_init(cipher, &iv).decrypt(&mut buf);
            } else {
                cfb_mode::Encryptor::<Theirs>::inner_iv_init(cipher, &iv).encrypt(&mut buf);
            }
        }
        // The stream modes' wrappers take only 32-byte keys from slices; build them on the core.
        Mode::Ofb => {
            let core = ::ofb::OfbCore::<Theirs>::inner_iv_init(cipher, &iv);
            StreamCipherCoreWrapper::from_core(core).apply_keystream(&mut buf)
        }
        Mode::Ctr => {
            let core = ::ctr::CtrCore::<Theirs, ::ctr::flavors::Ctr128BE>::inner_iv_init(cipher, &iv);
            StreamCipherCoreWrapper::from_core(core).apply_keystream(&mut buf)
        }
    }
    buf
}

fn our_mode(mode: Mode, serpent: &Serpent, iv: &Block, data: &[u8], decrypt: bool) -> Vec<u8> {
    match (mode, decrypt) {
        (Mode::Ecb, false) => ecb::encrypt(serpent, data),
        (Mode::Ecb, true) => ecb::decrypt(serpent, data),
        (Mode::Cbc, false) => cbc::encrypt(serpent, iv, data),
        (Mode::Cbc, true) => cbc::decrypt(serpent, iv, data),
        (Mode::Cfb, false) => cfb::encrypt(serpent, iv, data),
        (Mode::Cfb, true) => cfb::decrypt(serpent, iv, data),
        (Mode::Ofb, false) => ofb::encrypt(serpent, iv, data),
        (Mode::Ofb, true) => ofb::decrypt(serpent, iv, data),
        (Mode::Ctr, false) => ctr::encrypt(serpent, iv, data),
        (Mode::Ctr, true) => ctr::decrypt(serpent, iv, data),
    }
    .unwrap()
}

#[test]
fn generic_modes_on_serpent_agree_with_rustcrypto() {
    let seed = 0x5e4_38a;
    let mut rng = StdRng::seed_from_u64(seed);
    for mode in [Mode::Ecb, Mode::Cbc, Mode::Cfb, Mode::Ofb, Mode::Ctr] {
        for key_bytes in [16, 24, 32] {
            for _ in 0..40 {
                let key: Vec<u8> = (0..key_bytes).map(|_| rng.gen()).collect();
                let mut iv: Block = rng.gen();
                if matches!(mode, Mode::Ctr) && rng.gen_bool(0.3) {
                    // Counters close to 2^128 - 1, so the carry and the wrap are exercised.
                    iv[1..].fill(0xff);
                }
                let blocks = rng.gen_range(0..=40);
                let data: Vec<u8> = (0..16 * blocks).map(|_| rng.gen()).collect();
                let serpent = Serpent::new(&key).unwrap();
                for decrypt in [false, true] {
                    assert_eq!(
                        our_mode(mode, &serpent, &iv, &data, decrypt),
                        their_mode(mode, &key, &iv, &data, decrypt),
                        "{mode:?} decrypt={decrypt} key {key:02x?} iv {iv:02x?} ({blocks} blocks, seed {seed:#x})"
                    );
                }
                let there = our_mode(mode, &serpent, &iv, &data, false);
                assert_eq!(our_mode(mode, &serpent, &iv, &there, true), data, "{mode:?} round trip");
            }
        }
    }
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
        let pick = |bytes: &[u8]| -> Vec<u8> {
            bytes
                .chunks_exact(16)
                .skip(chain)
                .step_by(3)
                .flatten()
                .copied()
                .collect()
        };
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
