//! The rules refuse what each cipher's cores do not build, with the reason.

use super::super::id::parse;
#[allow(unused_imports)]
use super::*;

fn reason(id: &str) -> String {
    parse(id).unwrap_err().to_string()
}

/// `id` is a configuration, and its canonical id is `id` itself.
fn is_canonical(id: &str) {
    assert_eq!(parse(id).unwrap().id(), id);
}

#[test]
fn k_must_divide_round_count() {
    let r = reason("aes128-enc-lu3-lut-online-ecb");
    assert!(r.contains("Nr = 10 is not a multiple of 3"), "{r}");
    let r = reason("aes3in1-enc-pp5-lut-online-ecb");
    assert!(r.contains("Nr = 12"), "{r}");
}

#[test]
fn sp_inner_registers_per_cipher() {
    assert_eq!(
        reason("aes128-enc-sp2m4-lut-online-ecb"),
        "architecture: SP-2-4: a round has three places for an inner register (after SubBytes, ShiftRows and MixColumns), so m is 1 to 3"
    );
    assert!(parse("aes128-enc-sp2m3-lut-online-ecb").is_ok());
    assert_eq!(
        reason("serpent128-enc-sp8m2-lut-online-ecb"),
        "architecture: SP-8-2: a round has one place for an inner register (after the S-box layer), so m is 1"
    );
    assert!(parse("serpent128-enc-sp8m1-lut-online-ecb").is_ok());
}

#[test]
fn twofish_rules_come_from_its_description() {
    for arch in ["lu1", "lu2", "lu4", "lu8", "pp2", "pp8", "sp1m1", "sp8m1"] {
        is_canonical(&format!("twofish256-encdec-{arch}-lut-online-all"));
    }
    assert_eq!(
        reason("twofish128-enc-pp16-lut-online-ecb"),
        "architecture: PP-16: a Twofish round is too large to unroll or pipeline sixteen times (Elbirt et al. 5.4): k is 1, 2, 4 or 8"
    );
    assert!(reason("twofish128-enc-sp2m2-lut-online-ecb").contains("so m is 1"));
    assert!(parse("twofish128-enc-sp2m1-bram-online-ecb").is_ok());
    // The tables have no register of their own outside SP: LU-2 may look them up twice.
    assert!(parse("twofish128-enc-lu2-bram-online-ecb").is_ok());
    assert_eq!(
        reason("twofish128-enc-lu1-bram-offline-ecb"),
        "key schedule: Twofish `bram` with `offline`: the tables are filled by the online key setup; an offline store holds the subkeys and the S-box key only: use `lut` or `online`"
    );
    assert!(reason("twofish128-enc-lu1-cf-online-ecb").starts_with("S-box: Twofish's key-dependent S-boxes"));
}

#[test]
fn serpent_rules_come_from_its_description() {
    // k divides Serpent's 32 rounds for every key size.
    for arch in ["lu1", "lu2", "lu4", "lu8", "lu16", "lu32", "pp8", "pp32", "sp4m1"] {
        for bits in [128, 192, 256] {
            is_canonical(&format!("serpent{bits}-encdec-{arch}-lut-online-all"));
        }
    }
    assert!(reason("serpent256-enc-pp5-lut-online-ecb").contains("Nr = 32 is not a multiple of 5"));
    assert!(reason("serpent128-enc-lu64-lut-online-ecb").contains("Nr = 32 is not a multiple of 64"));
    assert_eq!(
        reason("serpent128-enc-lu1-bram-online-ecb"),
        "S-box: Serpent's S-boxes are 4-bit functions built in logic (Elbirt et al. 5.3): only `lut`"
    );
    let r = reason("serpent128-enc-lu1-lut-banked-ecb");
    assert!(
        r.starts_with("key schedule: Serpent's cores") && r.ends_with("only `online` and `offline`"),
        "{r}"
    );
    assert!(parse("serpent192-dec-pp8-lut-offline-cbc").is_ok());
    assert!(reason("serpent128-dec-lu1-lut-online-ctr").contains("choose enc"));
}

#[test]
fn counter_modes_refuse_decrypt() {
    assert!(reason("aes128-dec-lu1-lut-online-ctr").contains("choose enc"));
}

#[test]
fn stream_limit() {
    assert!(reason("aes128-enc-pp2-lut-online-mscbc17").contains("at most 16"));
}

#[test]
fn registered_sbox_cannot_unroll() {
    assert!(reason("aes128-enc-lu2-bram-online-ecb").contains("register inside"));
    assert!(parse("aes128-enc-lu1-bram-online-ecb").is_ok());
}

#[test]
fn every_mode_parses() {
    for mode in ["ecb", "ctr", "cbc", "cfb", "ofb", "icbc4", "mscbc16", "all"] {
        is_canonical(&format!("aes128-enc-pp2-lut-online-{mode}"));
    }
}

#[test]
fn stage_counts() {
    let stages = |id: &str| parse(id).unwrap().register_stages();
    assert_eq!(stages("aes128-enc-lu1-lut-online-ecb"), 1);
    assert_eq!(stages("aes128-enc-lu5-lut-online-ecb"), 1);
    assert_eq!(stages("aes128-enc-pp5-lut-online-ecb"), 5);
    assert_eq!(stages("aes128-enc-sp2m1-lut-online-ecb"), 4);
    assert_eq!(stages("aes128-enc-pp10-lut-online-ecb"), 11); // input register + 10
    assert_eq!(stages("aes128-enc-lu1-bram-online-ecb"), 1); // the block RAM's register
    assert_eq!(stages("aes128-enc-sp10m3-cfp-online-ecb"), 81); // 8 a round (Swankoski et al.)
    assert_eq!(stages("aes128-enc-sp10m3-bram-online-ecb"), 41); // 4 a round
}
