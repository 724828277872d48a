//! The AESAVS Monte Carlo procedure: the CBC, CFB-128 and OFB variants against NIST's
//! CBCMCT, CFB128MCT and OFBMCT files record by record (which checks the key update the ECB
//! variant shares), and the ECB variant against the same procedure run on RustCrypto's `aes`. NIST's ECBMCT files are not available here
//! (vectors/README.md).

use crate::common;

use aes::cipher::{BlockDecrypt, BlockEncrypt, KeyInit};
use sim_core::aes::monte_carlo;
use sim_core::vectors::parse_rsp;

type Procedure = fn(&[u8], &[u8; 16], &[u8; 16], bool) -> Result<Vec<monte_carlo::Checkpoint>, sim_core::Error>;

/// Every record of NIST's `{prefix}MCT{128,192,256}.rsp`, both directions, against `procedure`.
fn matches_nist(prefix: &str, procedure: Procedure) {
    for bits in [128, 192, 256] {
        let records = parse_rsp(&common::read_vector_file(&format!("nist/aesavs/{prefix}MCT{bits}.rsp"))).unwrap();
        for encrypt in [true, false] {
            let section: Vec<_> = records.iter().filter(|r| r.encrypt == encrypt).collect();
            assert_eq!(section.len(), monte_carlo::OUTER);
            let first = section[0];
            let input = |r: &sim_core::vectors::RspRecord| {
                if encrypt {
                    (r.plaintext.clone(), r.ciphertext.clone())
                } else {
                    (r.ciphertext.clone(), r.plaintext.clone())
                }
            };
            let ours = procedure(
                &first.key,
                first.iv.as_deref().unwrap().try_into().unwrap(),
                input(first).0.as_slice().try_into().unwrap(),
                !encrypt,
            )
            .unwrap();
            for (i, (c, r)) in ours.iter().zip(&section).enumerate() {
                let (want_in, want_out) = input(r);
                let what = format!(
                    "{prefix}MCT{bits} {} COUNT = {i}",
                    if encrypt { "ENCRYPT" } else { "DECRYPT" }
                );
                assert_eq!(c.key, r.key, "{what}: key");
                assert_eq!(c.iv.as_deref(), r.iv.as_deref(), "{what}: IV");
                assert_eq!(c.input, want_in, "{what}: input");
                assert_eq!(c.output, want_out, "{what}: output");
            }
        }
    }
}

#[test]
fn cbc_monte_carlo_matches_nist() {
    matches_nist("CBC", monte_carlo::cbc);
}

#[test]
fn cfb128_monte_carlo_matches_nist() {
    matches_nist("CFB128", monte_carlo::cfb128);
}

#[test]
fn ofb_monte_carlo_matches_nist() {
    matches_nist("OFB", monte_carlo::ofb);
}

/// The ECB procedure written again on RustCrypto's block cipher, for an independent check.
fn rustcrypto_ecb_output(key: &[u8], input: [u8; 16], decrypt: bool) -> Vec<u8> {
    let mut key = key.to_vec();
    let mut text = aes::Block::from(input);
    for _ in 0..monte_carlo::OUTER {
        let mut before_last = text;
        for _ in 0..monte_carlo::INNER {
            before_last = text;
            match key.len() {
                16 => crypt(aes::Aes128::new_from_slice(&key).unwrap(), &mut text, decrypt),
                24 => crypt(aes::Aes192::new_from_slice(&key).unwrap(), &mut text, decrypt),
                _ => crypt(aes::Aes256::new_from_slice(&key).unwrap(), &mut text, decrypt),
            }
        }
        let mut material = match key.len() {
            24 => before_last[8..].to_vec(),
            32 => before_last.to_vec(),
            _ => vec![],
        };
        material.extend_from_slice(&text);
        key = key.iter().zip(&material).map(|(k, m)| k ^ m).collect();
    }
    text.to_vec()
}

fn crypt<C>(cipher: C, block: &mut aes::Block, decrypt: bool)
where
    C: BlockEncrypt + BlockDecrypt + aes::cipher::BlockSizeUser<BlockSize = aes::cipher::consts::U16>,
{
    if decrypt {
        cipher.decrypt_block(block)
    } else {
        cipher.encrypt_block(block)
    }
}

#[test]
fn ecb_monte_carlo_agrees_with_rustcrypto() {
    for bytes in [16, 24, 32] {
        for decrypt in [false, true] {
            let key: Vec<u8> = (0..bytes as u8).map(|i| i.wrapping_mul(37).wrapping_add(11)).collect();
            let input = [0x5a; 16];
            let ours = monte_carlo::ecb(&key, &input, decrypt).unwrap();
            assert_eq!(ours.len(), monte_carlo::OUTER);
            assert_eq!(ours.last().unwrap().output, rustcrypto_ecb_output(&key, input, decrypt));
        }
    }
}
