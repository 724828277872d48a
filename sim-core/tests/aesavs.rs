//! The golden model against every AESAVS ECB known-answer and multi-block message file.

mod common;

use sim_core::aes::Aes;
use sim_core::vectors::parse_rsp;

fn check_file(name: &str) -> usize {
    let records = parse_rsp(&common::read_vector_file(&format!("nist/aesavs/{name}"))).unwrap();
    assert!(!records.is_empty(), "{name} has no records");
    for r in &records {
        let aes = Aes::new(&r.key).unwrap();
        let (input, expected) = if r.encrypt { (&r.plaintext, &r.ciphertext) } else { (&r.ciphertext, &r.plaintext) };
        for (block, want) in input.chunks_exact(16).zip(expected.chunks_exact(16)) {
            let block = block.try_into().unwrap();
            let got = if r.encrypt { aes.encrypt_block(&block) } else { aes.decrypt_block(&block) };
            assert_eq!(&got[..], want, "{name} {} COUNT = {}", if r.encrypt { "ENCRYPT" } else { "DECRYPT" }, r.count);
        }
    }
    records.len()
}

#[test]
fn every_ecb_kat_and_mmt_file() {
    let mut total = 0;
    for kind in ["GFSbox", "KeySbox", "VarKey", "VarTxt", "MMT"] {
        for bits in [128, 192, 256] {
            total += check_file(&format!("ECB{kind}{bits}.rsp"));
        }
    }
    assert!(total > 1000, "only {total} records read");
}
