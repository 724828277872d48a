//! A cipher chosen by its registry id (sim_core::any_cipher, behind the WebAssembly exports
//! cipherBlocks, cipherRoundKeys, cipherTrace and the modes' `cipher` argument) agrees with
//! the golden models it dispatches to: AES exactly as the AES-only paths, Serpent on the
//! Crypto++ vectors, its round keys, its trace and the modes; Triple DES, the 64-bit cipher,
//! on NIST's CAVP files in ECB and CBC, with 8-byte blocks and IVs.

use crate::common;

use common::read_vector_file;
use rand::{rngs::StdRng, Rng, SeedableRng};
use sim_core::aes::Aes;
use sim_core::any_cipher::AnyCipher;
use sim_core::cipher::{INVERSE_ROUND_STEP, ROUND_STEP};
use sim_core::hex;
use sim_core::modes::ModeDescription;
use sim_core::serpent::{serpent_round_keys, Serpent};

/// `vectors/serpent/cryptopp-serpentv.dat`: lines of "key plaintext ciphertext" in hex.
fn cryptopp_lines() -> Vec<[Vec<u8>; 3]> {
    common::vector_lines("serpent/cryptopp-serpentv.dat", &[16, 24, 32])
}

#[test]
fn serpent_blocks_pass_the_cryptopp_vectors() {
    let lines = cryptopp_lines();
    assert_eq!(lines.len(), 12);
    for (i, [key, plaintext, ciphertext]) in lines.iter().enumerate() {
        let serpent = AnyCipher::new("serpent", key).unwrap();
        let golden = Serpent::new(key).unwrap();
        let p: [u8; 16] = plaintext.as_slice().try_into().unwrap();
        assert_eq!(
            serpent.blocks("blocks", plaintext, false).unwrap(),
            golden.encrypt_block(&p),
            "line {}",
            i + 1
        );
        assert_eq!(
            serpent.blocks("blocks", plaintext, false).unwrap(),
            *ciphertext,
            "line {}",
            i + 1
        );
        assert_eq!(
            serpent.blocks("blocks", ciphertext, true).unwrap(),
            *plaintext,
            "line {}",
            i + 1
        );
    }
}

#[test]
fn many_blocks_at_once_are_ecb() {
    let mut rng = StdRng::seed_from_u64(0xec_b5e4);
    for id in ["aes", "serpent"] {
        for key_bytes in [16, 24, 32] {
            let key: Vec<u8> = (0..key_bytes).map(|_| rng.gen()).collect();
            let data: Vec<u8> = (0..16 * 7).map(|_| rng.gen()).collect();
            let cipher = AnyCipher::new(id, &key).unwrap();
            let encrypted = cipher.blocks("blocks", &data, false).unwrap();
            for (i, chunk) in data.chunks_exact(16).enumerate() {
                let block: [u8; 16] = chunk.try_into().unwrap();
                let want = match id {
                    "aes" => Aes::new(&key).unwrap().encrypt_block(&block),
                    _ => Serpent::new(&key).unwrap().encrypt_block(&block),
                };
                assert_eq!(encrypted[16 * i..16 * i + 16], want, "{id} block {i}");
            }
            assert_eq!(cipher.blocks("blocks", &encrypted, true).unwrap(), data, "{id}");
            assert!(cipher.blocks("blocks", &[], false).unwrap().is_empty());
        }
    }
}

#[test]
fn round_keys() {
    let key: Vec<u8> = (0..32).collect();
    for key_bytes in [16, 24, 32] {
        let key = &key[..key_bytes];
        let serpent = AnyCipher::new("serpent", key).unwrap().round_key_bytes();
        assert_eq!(serpent.len(), 33 * 16);
        assert_eq!(serpent, serpent_round_keys(key).unwrap().concat());
        let aes = AnyCipher::new("aes", key).unwrap().round_key_bytes();
        assert_eq!(aes.len(), 16 * (key_bytes / 4 + 7));
        assert_eq!(aes, Aes::new(key).unwrap().round_keys().concat());
    }
    // FIPS-197 Appendix A.1: the last AES-128 round key of 2b7e1516….
    let aes = AnyCipher::new(
        "aes",
        &hex::parse("key", "2b7e151628aed2a6abf7158809cf4f3c", &[16]).unwrap(),
    )
    .unwrap()
    .round_key_bytes();
    assert_eq!(hex::format(&aes[160..]), "d014f9a8c9ee2589e13f0cc8b6630ca6");
}

#[test]
fn serpent_round_key_0_is_the_schedule_by_hand() {
    // K_0 = S3(w_0..w_3), bitslice, in the lab's byte order (words little-endian, X0 first).
    use sim_core::serpent::byte_order::words_to_block;
    use sim_core::serpent::key_schedule::{prekeys, round_keys};
    let key = [0u8; 16];
    let w = prekeys(&key);
    let k0 = round_keys(&key)[0];
    let bytes = AnyCipher::new("serpent", &key).unwrap().round_key_bytes();
    assert_eq!(bytes[..16], words_to_block(k0));
    assert_ne!(k0, [w[0], w[1], w[2], w[3]], "the S-box changed the prekeys");
}

#[test]
fn aes_trace_is_the_aes_trace() {
    let aes = Aes::from_hex("000102030405060708090a0b0c0d0e0f").unwrap();
    let any = AnyCipher::from_hex("aes", "000102030405060708090a0b0c0d0e0f").unwrap();
    let plaintext = hex::parse_block("p", "00112233445566778899aabbccddeeff").unwrap();
    for decrypt in [false, true] {
        let block = if decrypt {
            aes.encrypt_block(&plaintext)
        } else {
            plaintext
        };
        let entries = if decrypt {
            aes.decrypt_traced(&block)
        } else {
            aes.encrypt_traced(&block)
        };
        let steps = any.trace("block", &block, decrypt).unwrap();
        assert_eq!(steps.len(), entries.len());
        for (s, e) in steps.iter().zip(&entries) {
            assert_eq!(
                (s.round, s.step, s.state.clone()),
                (e.round, e.step.label(), hex::format(&e.state))
            );
        }
    }
    let steps = any.trace("block", &plaintext, false).unwrap();
    assert_eq!((steps[0].round, steps[0].step), (0, "input"));
    let last = steps.last().unwrap();
    assert_eq!((last.round, last.step), (10, "output"));
    assert_eq!(last.state, "69c4e0d86a7b0430d8cdb78070b4c55a");
}

#[test]
fn serpent_trace_round_ends_are_numbered_as_the_probes() {
    // The labels the lab has always shown (cipherTrace's `step`) for a round's end; the steps
    // inside each round come before it (serpent_trace.rs), four steps a round.
    assert_eq!((ROUND_STEP, INVERSE_ROUND_STEP), ("out", "iout"));
    for [key, plaintext, ciphertext] in cryptopp_lines() {
        let any = AnyCipher::new("serpent", &key).unwrap();
        let golden = Serpent::new(&key).unwrap();
        let p: [u8; 16] = plaintext.as_slice().try_into().unwrap();
        let c: [u8; 16] = ciphertext.as_slice().try_into().unwrap();
        let (forward, backward) = (
            any.trace("block", &p, false).unwrap(),
            any.trace("block", &c, true).unwrap(),
        );
        assert_eq!((forward.len(), backward.len()), (4 * 32, 4 * 32));
        let forward: Vec<_> = forward.into_iter().filter(|s| s.step == ROUND_STEP).collect();
        let backward: Vec<_> = backward.into_iter().filter(|s| s.step == INVERSE_ROUND_STEP).collect();
        assert_eq!((forward.len(), backward.len()), (32, 32));
        let golden_forward = golden.encrypt_traced(&p);
        let golden_backward = golden.decrypt_traced(&c);
        for r in 1..=32usize {
            let f = &forward[r - 1];
            assert_eq!((f.round as usize, f.step), (r, ROUND_STEP));
            assert_eq!(f.state, hex::format(&golden_forward[r - 1].state));
            let b = &backward[r - 1];
            assert_eq!((b.round as usize, b.step), (r, INVERSE_ROUND_STEP));
            assert_eq!(b.state, hex::format(&golden_backward[r - 1].state));
            // Decryption round d leaves the state encryption had before its round 33 - d.
            let before = if r == 32 {
                hex::format(&p)
            } else {
                forward[31 - r].state.clone()
            };
            assert_eq!(b.state, before, "decryption round {r}");
        }
        assert_eq!(forward[31].state, hex::format(&c));
    }
}

#[test]
fn modes_run_on_serpent() {
    let mut rng = StdRng::seed_from_u64(0x5e4_0de5);
    let key: [u8; 32] = rng.gen();
    let iv = hex::format(&rng.gen::<[u8; 16]>());
    let data: Vec<u8> = (0..16 * 6).map(|_| rng.gen()).collect();
    let serpent = Serpent::new(&key).unwrap();
    let any = AnyCipher::new("serpent", &key).unwrap();
    for json in [
        r#"{"kind":"ecb"}"#.to_string(),
        format!(r#"{{"kind":"ctr","counter":"{iv}"}}"#),
        format!(r#"{{"kind":"cbc","iv":"{iv}"}}"#),
        format!(r#"{{"kind":"cfb","iv":"{iv}"}}"#),
        format!(r#"{{"kind":"ofb","iv":"{iv}"}}"#),
        format!(r#"{{"kind":"interleavedCbc","ivs":["{iv}","{iv}","{iv}"]}}"#),
    ] {
        let mode = ModeDescription::from_json(&json).unwrap();
        let c = any.mode_encrypt(&mode, &data, None).unwrap();
        assert_eq!(c, mode.encrypt(&serpent, &data, None).unwrap(), "{json}");
        assert_ne!(
            c,
            mode.encrypt(&Aes::new(&key).unwrap(), &data, None).unwrap(),
            "{json}"
        );
        assert_eq!(any.mode_decrypt(&mode, &c, None).unwrap(), data, "{json}");
    }
    // CBC's first block by hand: E(P1 ⊕ IV).
    let mode = ModeDescription::from_json(&format!(r#"{{"kind":"cbc","iv":"{iv}"}}"#)).unwrap();
    let iv = hex::parse_block("iv", &iv).unwrap();
    let first: [u8; 16] = core::array::from_fn(|i| data[i] ^ iv[i]);
    assert_eq!(
        any.mode_encrypt(&mode, &data, None).unwrap()[..16],
        serpent.encrypt_block(&first)
    );
    // Multi-stream CBC with its stream ids.
    let ms = ModeDescription::from_json(&format!(
        r#"{{"kind":"multiStreamCbc","ivs":["{}","{}"]}}"#,
        hex::format(&iv),
        hex::format(&iv)
    ))
    .unwrap();
    let streams = [0, 1, 1, 0, 1, 0];
    let c = any.mode_encrypt(&ms, &data, Some(&streams)).unwrap();
    assert_eq!(c, ms.encrypt(&serpent, &data, Some(&streams)).unwrap());
    assert_eq!(any.mode_decrypt(&ms, &c, Some(&streams)).unwrap(), data);
}

#[test]
fn aes_modes_are_unchanged() {
    let key = hex::parse("key", "2b7e151628aed2a6abf7158809cf4f3c", &[16]).unwrap();
    let data: Vec<u8> = (0..64).collect();
    let mode = ModeDescription::from_json(r#"{"kind":"cbc","iv":"000102030405060708090a0b0c0d0e0f"}"#).unwrap();
    let any = AnyCipher::new("aes", &key).unwrap();
    assert_eq!(
        any.mode_encrypt(&mode, &data, None).unwrap(),
        mode.encrypt(&Aes::new(&key).unwrap(), &data, None).unwrap()
    );
}

#[test]
fn refusals_name_the_cipher() {
    let err = |r: Result<AnyCipher, sim_core::Error>| r.unwrap_err().to_string();
    assert_eq!(
        err(AnyCipher::new("rijndael", &[0; 16])),
        "cipher: 'rijndael' is not a cipher of registry/ciphers.json (one of aes, serpent, twofish, rc6, mars, des, simon64 or simon128)"
    );
    assert_eq!(
        err(AnyCipher::new("serpent", &[0; 8])),
        "key: Serpent keys are 16, 24 or 32 bytes (128, 192 or 256 bits), got 8 bytes"
    );
    assert_eq!(
        err(AnyCipher::new("aes", &[0; 33])),
        "key: AES keys are 16, 24 or 32 bytes (128, 192 or 256 bits), got 33 bytes"
    );
    assert_eq!(
        err(AnyCipher::from_hex("serpent", "00")),
        "key: expected 32 or 48 or 64 hex digits, got 2"
    );
    let aes = AnyCipher::new("aes", &[0; 16]).unwrap();
    assert_eq!(
        aes.blocks("blocks", &[0; 20], true).unwrap_err().to_string(),
        "blocks: 20 bytes is not a whole number of 16-byte AES blocks"
    );
    let serpent = AnyCipher::new("serpent", &[0; 24]).unwrap();
    assert_eq!(
        (serpent.id(), serpent.name(), serpent.rounds()),
        ("serpent", "Serpent", 32)
    );
    assert_eq!((aes.id(), aes.name(), aes.rounds()), ("aes", "AES", 10));
}

/// The cipher chosen by `id` gives each of `cases` (key, plaintext, ciphertext, in hex) both ways.
fn answers_by_its_id(id: &str, cases: &[(&str, &str, &str)]) {
    for (key, plaintext, ciphertext) in cases {
        let cipher = AnyCipher::from_hex(id, key).unwrap();
        let p = hex::parse("p", plaintext, &[16]).unwrap();
        let c = hex::parse("c", ciphertext, &[16]).unwrap();
        assert_eq!(cipher.blocks("blocks", &p, false).unwrap(), c, "{id} {key}");
        assert_eq!(cipher.blocks("blocks", &c, true).unwrap(), p, "{id} {key}");
    }
}

/// RC6 chosen by its id is the golden model: the RC6 paper's vectors
/// (`vectors/rc6/cryptopp-rc6val.dat`), the first two, both ways.
#[test]
fn rc6_by_its_id_is_the_golden_model() {
    let cases = [
        (
            "00000000000000000000000000000000",
            "00000000000000000000000000000000",
            "8fc3a53656b1f778c129df4e9848a41e",
        ),
        (
            "0123456789abcdef0112233445566778",
            "02132435465768798a9bacbdcedfe0f1",
            "524e192f4715c6231f51f6367ea43f18",
        ),
    ];
    answers_by_its_id("rc6", &cases);
}

/// MARS chosen by its id is the golden model: Crypto++'s mars.txt (`vectors/mars/`), one
/// record of each key size the lab runs, both ways.
#[test]
fn mars_by_its_id_is_the_golden_model() {
    let cases = [
        (
            "80000000000000000000000000000000",
            "00000000000000000000000000000000",
            "b3e2ad5608ac1b6733a7cb4fdf8f9952",
        ),
        (
            "791739a58b04581a93a953a82c10411dd158860838874d95",
            "6761c42d3e6142d2a84fbfadb383158f",
            "f706bc0fd97e28b6f1af4e17d8755fff",
        ),
        (
            "fba167983e7aef22317ce28c02aae1a3e8e5cc3cedbea82a99dbc39ad65e7227",
            "1344aba4d3c44708a8a72116d4f49384",
            "458335d95ea42a9f4dccd41aecc2390d",
        ),
    ];
    answers_by_its_id("mars", &cases);
}

/// Triple DES chosen by its id runs NIST's CAVP files with 8-byte blocks: the ECB MMT file of
/// keying option 1 block by block, and the CBC MMT file of option 2 through a mode description
/// with a 16-digit IV; a 16-byte block or IV is refused naming the cipher.
#[test]
fn triple_des_by_its_id_runs_the_cavp_files() {
    use sim_core::des::cavp::parse_tdes_rsp;
    let ecb = parse_tdes_rsp(&read_vector_file("nist/tdes/TECBMMT1.rsp")).unwrap();
    assert!(ecb.len() >= 20);
    for r in &ecb {
        let des = AnyCipher::new("des", &r.key_bundle()).unwrap();
        let (input, output) = if r.encrypt {
            (&r.plaintext, &r.ciphertext)
        } else {
            (&r.ciphertext, &r.plaintext)
        };
        assert_eq!(
            &des.blocks("blocks", input, !r.encrypt).unwrap(),
            output,
            "ECB COUNT {}",
            r.count
        );
    }
    let cbc = parse_tdes_rsp(&read_vector_file("nist/tdes/TCBCMMT2.rsp")).unwrap();
    for r in &cbc {
        let des = AnyCipher::new("des", &r.key_bundle()).unwrap();
        let iv = hex::format(&r.iv.unwrap());
        let mode = ModeDescription::from_json(&format!(r#"{{"kind":"cbc","iv":"{iv}"}}"#)).unwrap();
        let out = if r.encrypt {
            des.mode_encrypt(&mode, &r.plaintext, None).unwrap()
        } else {
            des.mode_decrypt(&mode, &r.ciphertext, None).unwrap()
        };
        assert_eq!(
            &out,
            if r.encrypt { &r.ciphertext } else { &r.plaintext },
            "CBC COUNT {}",
            r.count
        );
    }
    let des = AnyCipher::from_hex("des", "0123456789abcdef").unwrap();
    assert_eq!((des.name(), des.block_bytes(), des.rounds()), ("Triple DES", 8, 48));
    assert_eq!(
        des.encrypt_block("block", &[0; 16]).unwrap_err().to_string(),
        "block: Triple DES blocks are 8 bytes (16 hex digits), got 16 bytes"
    );
    assert_eq!(
        des.blocks("blocks", &[0; 12], false).unwrap_err().to_string(),
        "blocks: 12 bytes is not a whole number of 8-byte Triple DES blocks"
    );
    let wide = ModeDescription::from_json(r#"{"kind":"ofb","iv":"000102030405060708090a0b0c0d0e0f"}"#).unwrap();
    assert_eq!(
        des.mode_encrypt(&wide, &[0; 8], None).unwrap_err().to_string(),
        "mode.iv: Triple DES blocks are 8 bytes (16 hex digits), got 16 bytes"
    );
    assert_eq!(des.round_keys().len(), 48);
    assert_eq!(des.trace("block", &[0; 8], false).unwrap().last().unwrap().step, "out");
}
