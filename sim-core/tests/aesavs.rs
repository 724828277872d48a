//! The golden model against every AESAVS known-answer (GFSbox, KeySbox, VarKey, VarTxt) and
//! multi-block message (MMT) file of ECB, CBC, CFB-128 and OFB.

mod common;

use sim_core::aes::Aes;
use sim_core::modes::{cbc, cfb, ecb, ofb, Block};
use sim_core::vectors::parse_rsp;

/// A mode: (cipher, IV, input, encrypt) -> output.
type Crypt = fn(&Aes, Option<&Block>, &[u8], bool) -> Vec<u8>;

fn check_file(name: &str, crypt: Crypt) -> usize {
    let records = parse_rsp(&common::read_vector_file(&format!("nist/aesavs/{name}"))).unwrap();
    assert!(!records.is_empty(), "{name} has no records");
    for r in &records {
        let aes = Aes::new(&r.key).unwrap();
        let iv: Option<Block> = r.iv.as_deref().map(|iv| iv.try_into().unwrap());
        let (input, expected) = if r.encrypt {
            (&r.plaintext, &r.ciphertext)
        } else {
            (&r.ciphertext, &r.plaintext)
        };
        let got = crypt(&aes, iv.as_ref(), input, r.encrypt);
        assert_eq!(
            &got,
            expected,
            "{name} {} COUNT = {}",
            if r.encrypt { "ENCRYPT" } else { "DECRYPT" },
            r.count
        );
    }
    records.len()
}

fn every_file(prefix: &str, crypt: Crypt) {
    let mut total = 0;
    for kind in ["GFSbox", "KeySbox", "VarKey", "VarTxt", "MMT"] {
        for bits in [128, 192, 256] {
            total += check_file(&format!("{prefix}{kind}{bits}.rsp"), crypt);
        }
    }
    assert!(total > 1000, "only {total} records read");
}

#[test]
fn every_ecb_kat_and_mmt_file() {
    every_file("ECB", |aes, _, data, encrypt| {
        if encrypt {
            ecb::encrypt(aes, data)
        } else {
            ecb::decrypt(aes, data)
        }
        .unwrap()
    });
}

#[test]
fn every_cbc_kat_and_mmt_file() {
    every_file("CBC", |aes, iv, data, encrypt| {
        let iv = iv.expect("CBC records carry an IV");
        if encrypt {
            cbc::encrypt(aes, iv, data)
        } else {
            cbc::decrypt(aes, iv, data)
        }
        .unwrap()
    });
}

#[test]
fn every_cfb128_kat_and_mmt_file() {
    every_file("CFB128", |aes, iv, data, encrypt| {
        let iv = iv.expect("CFB records carry an IV");
        if encrypt {
            cfb::encrypt(aes, iv, data)
        } else {
            cfb::decrypt(aes, iv, data)
        }
        .unwrap()
    });
}

#[test]
fn every_ofb_kat_and_mmt_file() {
    every_file("OFB", |aes, iv, data, encrypt| {
        let iv = iv.expect("OFB records carry an IV");
        if encrypt {
            ofb::encrypt(aes, iv, data)
        } else {
            ofb::decrypt(aes, iv, data)
        }
        .unwrap()
    });
}
