//! The timing model's predictions against the papers' figures, cipher by cipher.

use super::*;
use crate::config::id::parse;

fn first(id: &str) -> PredictedTiming {
    predict(&parse(id).unwrap()).by_key_size.remove(0)
}

#[test]
fn elbirt_table_2_rijndael_rows() {
    for (arch, stream, feedback) in [
        ("lu1", 11.0, 11.0),
        ("lu2", 6.0, 6.0),
        ("lu5", 3.0, 3.0),
        ("pp2", 5.5, 11.0),
        ("pp5", 2.2, 11.0),
    ] {
        let t = first(&format!("aes128-enc-{arch}-lut-online-ecb"));
        assert_eq!((t.stream, t.feedback), (stream, feedback), "{arch}");
    }
    // SP-k-m: (Nr + 1) / k streaming (the paper counts latency / blocks in flight).
    assert_eq!(first("aes128-enc-sp2m1-lut-online-ecb").stream, 5.5);
    assert_eq!(first("aes128-enc-sp2m1-lut-online-ecb").feedback, 21.0);
}

/// Elbirt et al. Tables 2 (NFB) and 3 (FB), the Serpent rows: no initial pass, 32 rounds.
#[test]
fn elbirt_tables_2_and_3_serpent_rows() {
    for (arch, stream, feedback) in [
        ("lu1", 32.0, 32.0),
        ("lu8", 4.0, 4.0),
        ("lu32", 1.0, 1.0),
        ("pp8", 4.0, 32.0),
        ("pp32", 1.0, 32.0),
    ] {
        for bits in [128, 192, 256] {
            let t = first(&format!("serpent{bits}-enc-{arch}-lut-online-ecb"));
            assert_eq!((t.stream, t.feedback), (stream, feedback), "serpent{bits} {arch}");
        }
    }
    let p = predict(&parse("serpent256-encdec-pp32-lut-online-all").unwrap());
    let rate = |mode: &str| {
        p.modes
            .iter()
            .find(|m| m.mode == mode && !m.decrypt)
            .unwrap()
            .cycles_per_block
    };
    assert_eq!(
        (rate("ecb"), rate("ctr"), rate("cbc"), rate("ofb")),
        (1.0, 1.0, 32.0, 32.0)
    );
    assert_eq!(p.by_key_size[0].in_flight, 32);
    // Offline: one handshake per round key, K0 to K32.
    assert_eq!(first("serpent128-enc-lu1-lut-offline-ecb").handshakes, 33);
}

#[test]
fn full_pipelines_take_a_block_a_clock() {
    let t = first("aes128-enc-sp10m3-cfp-online-ecb");
    assert_eq!((t.latency, t.stream, t.in_flight), (81, 1.0, 81));
}

#[test]
fn chodowiec_three_in_one() {
    let p = predict(&parse("aes3in1-encdec-lu1-lut-banked-ecb").unwrap());
    let latencies: Vec<u32> = p.by_key_size.iter().map(|t| t.latency).collect();
    assert_eq!(latencies, vec![11, 13, 15]);
    let bram = predict(&parse("aes3in1-encdec-lu1-bram-banked-ecb").unwrap());
    assert_eq!(bram.by_key_size[2].key_setup, 14 * 2 + 1);
}

/// Chodowiec et al. 4.2 and Fig. 7: Triple DES's basic iterative core takes 48 cycles a
/// block in CBC; the extended core of 16 slices takes a block every 3 cycles over 16 streams.
/// A key is in its bank the cycle after its handshake, whatever its length.
#[test]
fn chodowiec_triple_des() {
    let lu = predict(&parse("des3in1-encdec-lu1-lut-banked-all").unwrap());
    for t in &lu.by_key_size {
        assert_eq!((t.latency, t.stream, t.feedback, t.key_setup), (48, 48.0, 48.0, 1));
    }
    let pp = predict(&parse("des3in1-encdec-pp16-lut-banked-all").unwrap());
    let t = &pp.by_key_size[0];
    assert_eq!((t.latency, t.stream, t.in_flight, t.key_setup), (48, 3.0, 16, 1));
    let ms = pp
        .modes
        .iter()
        .find(|m| m.mode == "multiStreamCbc" && !m.decrypt)
        .unwrap();
    assert_eq!((ms.chains, ms.cycles_per_block), (16, 3.0));
    let e = parse("des192-enc-lu3-lut-online-ecb").unwrap_err().to_string();
    assert!(e.contains("LU-3: a slice computes its round key"), "{e}");
    assert!(parse("des192-enc-sp1m1-lut-online-ecb").is_err());
}

#[test]
fn dandalis_mars() {
    // Dandalis et al. 4.1: 32 cycles a block iterative; 16 with the three layers working
    // concurrently where the mode allows; a key setup before the first block.
    let lu = predict(&parse("mars128-encdec-lu1-lut-online-all").unwrap());
    let t = &lu.by_key_size[0];
    assert_eq!(
        (t.latency, t.stream, t.feedback, t.in_flight, t.key_setup),
        (32, 32.0, 32.0, 1, 246)
    );
    let pp = predict(&parse("mars3in1-encdec-pp3-bramarr-online-all").unwrap());
    for t in &pp.by_key_size {
        assert_eq!(
            (t.latency, t.stream, t.feedback, t.in_flight, t.key_setup),
            (32, 16.0, 32.0, 3, 246)
        );
    }
    let offline = predict(&parse("mars256-dec-pp3-arr-offline-ecb").unwrap());
    assert_eq!(offline.by_key_size[0].handshakes, 10);
    for refused in [
        "mars128-enc-lu3-lut-online-ecb",
        "mars128-enc-pp2-lut-online-ecb",
        "mars128-enc-pp4-lut-online-ecb",
    ] {
        let e = parse(refused).unwrap_err().to_string();
        assert!(e.contains("Dandalis et al."), "{refused}: {e}");
    }
    assert!(parse("mars128-enc-lu1-sq-online-ecb").is_err());
}

#[test]
fn the_feedback_wall() {
    let p = predict(&parse("aes128-encdec-pp5-lut-online-all").unwrap());
    let rate = |mode: &str, decrypt: bool| {
        p.modes
            .iter()
            .find(|m| m.mode == mode && m.decrypt == decrypt)
            .unwrap()
            .cycles_per_block
    };
    assert_eq!(rate("ctr", false), 2.2);
    assert_eq!(rate("cbc", false), 11.0);
    assert_eq!(rate("cbc", true), 2.2);
    assert_eq!(rate("interleavedCbc", false), 2.2);
}

/// Dandalis et al. (CHES 2000, Sec. 3): an encrypting core whose key setup runs beside the
/// rounds takes its first block once every key the block reads is final when read
/// (registry/ciphers.json's `earlyEntry`; measured by `npm run timing`, hdl/doc/timing.md).
#[test]
fn key_setup_beside_the_rounds() {
    for (id, setup, done) in [
        // RC6: S[2p], S[2p+1] final from cycle 46 + p; 66 steps of two iterations.
        ("rc6128-enc-lu1-sq-online-all", 47, 67),
        ("rc6256-enc-lu1-dsp-online-all", 47, 67),
        ("rc6128-enc-lu2-sq-online-all", 57, 67),
        ("rc6128-enc-lu10-sq-online-all", 65, 67),
        ("rc6128-enc-pp2-sq-online-all", 47, 67),
        ("rc6128-enc-sp10m2-sq-online-all", 47, 67),
        // Decryption starts with S[42], S[43]: the whole setup.
        ("rc6128-dec-lu1-sq-online-all", 67, 67),
        ("rc6128-encdec-lu1-sq-online-all", 67, 67),
        // Twofish: subkey pair i final from cycle i + 2; 20 pairs.
        ("twofish128-enc-lu1-lut-online-all", 6, 21),
        ("twofish128-enc-lu8-lut-online-all", 20, 21),
        ("twofish128-enc-sp8m1-lut-online-all", 6, 21),
        ("twofish128-encdec-lu1-lut-online-all", 21, 21),
        // Filled tables are complete only at the end of the fill.
        ("twofish128-enc-lu1-bram-online-all", 257, 257),
        // MARS: ten words a batch, from cycle 63 + 61 j; core round 14 (round 22) reads K[30].
        ("mars128-enc-lu1-lut-online-all", 224, 246),
        ("mars128-enc-pp3-arr-online-all", 224, 246),
        // A block-RAM S-box reads a round's index, key included, a cycle ahead.
        ("mars128-enc-lu1-bram-online-all", 246, 246),
        ("mars128-encdec-lu1-lut-online-all", 246, 246),
        // Offline: one handshake a block of the store, nothing set up.
        ("rc6128-enc-lu1-sq-offline-all", 11, 11),
    ] {
        let t = first(id);
        assert_eq!((t.key_setup, t.key_setup_done), (setup, done), "{id}");
    }
}
