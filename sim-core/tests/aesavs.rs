//! The golden model against every AESAVS known-answer (GFSbox, KeySbox, VarKey, VarTxt) and
//! multi-block message (MMT) file of ECB, CBC, CFB-128 and OFB.

use crate::common;

use common::{through_mode, Mode};
use sim_core::aes::Aes;
use sim_core::modes::Block;
use sim_core::vectors::parse_rsp;

fn check_file(name: &str, mode: Mode) -> usize {
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
        let got = through_mode(mode, &aes, iv.as_ref(), input, !r.encrypt);
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

fn every_file(mode: Mode) {
    let prefix = mode.nist_name(128);
    let mut total = 0;
    for kind in ["GFSbox", "KeySbox", "VarKey", "VarTxt", "MMT"] {
        for bits in [128, 192, 256] {
            total += check_file(&format!("{prefix}{kind}{bits}.rsp"), mode);
        }
    }
    assert!(total > 1000, "only {total} records read");
}

#[test]
fn every_kat_and_mmt_file_of_every_mode() {
    for mode in [Mode::Ecb, Mode::Cbc, Mode::Cfb, Mode::Ofb] {
        every_file(mode);
    }
}
