//! DES and Triple DES against NIST's CAVP TDES files (CAVS 11.1, the TDES Validation
//! System), copied unchanged from the PyPI package `cryptography-vectors` 50.0.2 into
//! `vectors/nist/tdes/`: the known-answer files (variable plaintext, inverse permutation,
//! variable key, permutation operation, substitution table: the DES tests of NIST SP 800-17,
//! after NBS SP 500-20, for the FIPS 81 modes, here run with K1 = K2 = K3) and the
//! multi-block message files (the number in `MMT1`..`MMT3` counts the distinct keys: keying
//! options 3, 2, 1), for ECB, CBC, CFB64 and OFB. Every record passes, encrypting and decrypting whatever its section.
//!
//! The chaining modes are sim-core's own (`sim_core::modes`), which are generic over any
//! `BlockCipher` and so run Triple DES on its 8-byte blocks as they run AES on 16.

use crate::common;

use common::{read_vector_file, through_mode, Mode};
use sim_core::des::cavp::{parse_tdes_rsp, TdesRecord};
use sim_core::des::{has_odd_parity, Des, KeyingOption, TripleDes};
use sim_core::modes::ecb;

const KATS: [&str; 5] = ["invperm", "permop", "subtab", "varkey", "vartext"];
const MMTS: [&str; 3] = ["MMT1", "MMT2", "MMT3"];

fn records(file: &str) -> Vec<TdesRecord> {
    let records =
        parse_tdes_rsp(&read_vector_file(&format!("nist/tdes/{file}"))).unwrap_or_else(|e| panic!("{file}: {e}"));
    assert!(!records.is_empty(), "{file}: no records");
    assert!(records.iter().any(|r| r.encrypt) && records.iter().any(|r| !r.encrypt));
    records
}

/// Check every record of `file` both ways; returns how many records there were.
fn check_file(mode: Mode, file: &str) -> usize {
    let records = records(file);
    for r in &records {
        let what = format!(
            "{file} {} COUNT = {}",
            if r.encrypt { "ENCRYPT" } else { "DECRYPT" },
            r.count
        );
        let tdes = TripleDes::new(&r.key_bundle()).unwrap();
        let iv = r.iv.as_ref();
        assert_eq!(
            through_mode(mode, &tdes, iv, &r.plaintext, false),
            r.ciphertext,
            "{what}: encrypt"
        );
        assert_eq!(
            through_mode(mode, &tdes, iv, &r.ciphertext, true),
            r.plaintext,
            "{what}: decrypt"
        );
        // The same record with all three keys given (keying option 1's 24 bytes).
        let three = TripleDes::new(&r.keys.concat()).unwrap();
        assert_eq!(
            through_mode(mode, &three, iv, &r.plaintext, false),
            r.ciphertext,
            "{what}: 24-byte key"
        );
    }
    records.len()
}

#[test]
fn every_ecb_kat_and_mmt_record_passes() {
    let mut total = 0;
    for name in KATS.iter().chain(&MMTS) {
        total += check_file(Mode::Ecb, &format!("TECB{name}.rsp"));
    }
    // 128 + 64 + 38 + 112 + 128 KAT records, 3 × 20 MMT records.
    assert_eq!(total, 530);
}

#[test]
fn every_cbc_cfb64_ofb_kat_and_mmt_record_passes() {
    for mode in [Mode::Cbc, Mode::Cfb, Mode::Ofb] {
        let total: usize = KATS
            .iter()
            .chain(&MMTS)
            .map(|name| check_file(mode, &format!("T{}{name}.rsp", mode.nist_name(64))))
            .sum();
        assert_eq!(total, 530, "{mode:?}");
    }
}

#[test]
fn the_ecb_kats_are_single_des() {
    // The known-answer files give one key (KEYs): keying option 3, which is DES itself.
    for name in KATS {
        for r in records(&format!("TECB{name}.rsp")) {
            assert_eq!(r.keys[0], r.keys[1]);
            assert_eq!(r.keys[0], r.keys[2]);
            let des = Des::new(&r.keys[0]).unwrap();
            assert_eq!(ecb::encrypt(&des, &r.plaintext).unwrap(), r.ciphertext);
            assert_eq!(ecb::decrypt(&des, &r.ciphertext).unwrap(), r.plaintext);
        }
    }
}

#[test]
fn mmt_file_numbers_count_distinct_keys() {
    for (name, option) in [
        ("MMT1", KeyingOption::Option3),
        ("MMT2", KeyingOption::Option2),
        ("MMT3", KeyingOption::Option1),
    ] {
        for prefix in ["TECB", "TCBC", "TCFB64", "TOFB"] {
            for r in records(&format!("{prefix}{name}.rsp")) {
                let tdes = TripleDes::new(&r.key_bundle()).unwrap();
                assert_eq!(tdes.keying_option(), option, "{prefix}{name} COUNT = {}", r.count);
            }
        }
    }
}

#[test]
fn the_files_keys_have_odd_parity() {
    // SP 800-67 wants parity-adjusted keys; the lab ignores parity, the files respect it.
    for mode in ["TECB", "TCBC", "TCFB64", "TOFB"] {
        for name in KATS.iter().chain(&MMTS) {
            for r in records(&format!("{mode}{name}.rsp")) {
                assert!(
                    r.keys.iter().all(|k| has_odd_parity(k)),
                    "{mode}{name} COUNT = {}",
                    r.count
                );
            }
        }
    }
}

#[test]
fn byte_reversed_values_fail() {
    // The files' order is the standard's (bit 1 = MSB of byte 0); reversed bytes must not pass.
    let r = &records("TECBMMT3.rsp")[0];
    let tdes = TripleDes::new(&r.key_bundle()).unwrap();
    let reversed = |v: &[u8]| v.iter().rev().copied().collect::<Vec<u8>>();
    assert_ne!(
        ecb::encrypt(&tdes, &reversed(&r.plaintext)).unwrap(),
        reversed(&r.ciphertext)
    );
}
