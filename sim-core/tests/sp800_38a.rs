//! NIST SP 800-38A Appendix F (ECB, CBC, CFB128, OFB, CTR; AES-128/192/256; encrypt and
//! decrypt) against the golden modes, through the mode description as the lab uses it. The
//! examples are a transcription (vectors/README.md), so each is also checked against
//! RustCrypto's modes: a transcription error fails here even if the golden model shared it.

use crate::common;

use aes::cipher::{AsyncStreamCipher, BlockCipher, BlockEncrypt, BlockEncryptMut, KeyInit, KeyIvInit, StreamCipher};
use sim_core::aes::Aes;
use sim_core::hex;
use sim_core::modes::ModeDescription;
use sim_core::vectors::{parse_sp800_38a, ModeExample};

fn description(e: &ModeExample) -> ModeDescription {
    let kind = match e.mode.as_str() {
        "ECB" => return ModeDescription::Ecb,
        "CBC" => "cbc",
        "CFB128" => "cfb",
        "OFB" => "ofb",
        "CTR" => {
            return ModeDescription::from_json(&format!(
                r#"{{"kind":"ctr","counter":"{}"}}"#,
                hex::format(e.iv.as_ref().unwrap())
            ))
            .unwrap()
        }
        other => panic!("{}: unexpected mode {other}", e.name),
    };
    ModeDescription::from_json(&format!(
        r#"{{"kind":"{kind}","iv":"{}"}}"#,
        hex::format(e.iv.as_ref().unwrap())
    ))
    .unwrap()
}

/// RustCrypto's encryption of the example's plaintext with block cipher `C`.
fn rustcrypto_with<C>(e: &ModeExample) -> Vec<u8>
where
    C: BlockCipher + BlockEncrypt + KeyInit + aes::cipher::BlockSizeUser<BlockSize = aes::cipher::consts::U16>,
{
    let key = e.key.as_slice();
    let iv = e.iv.clone().unwrap_or_default();
    let mut buf = e.plaintext.clone();
    match e.mode.as_str() {
        "ECB" => {
            let cipher = C::new_from_slice(key).unwrap();
            buf.chunks_exact_mut(16)
                .for_each(|b| cipher.encrypt_block(aes::Block::from_mut_slice(b)));
        }
        "CBC" => {
            let mut c = cbc::Encryptor::<C>::new_from_slices(key, &iv).unwrap();
            buf.chunks_exact_mut(16)
                .for_each(|b| c.encrypt_block_mut(aes::Block::from_mut_slice(b)));
        }
        "CFB128" => cfb_mode::Encryptor::<C>::new_from_slices(key, &iv)
            .unwrap()
            .encrypt(&mut buf),
        "OFB" => ofb::Ofb::<C>::new_from_slices(key, &iv)
            .unwrap()
            .apply_keystream(&mut buf),
        _ => ctr::Ctr128BE::<C>::new_from_slices(key, &iv)
            .unwrap()
            .apply_keystream(&mut buf),
    }
    buf
}

fn rustcrypto(e: &ModeExample) -> Vec<u8> {
    match e.key.len() {
        16 => rustcrypto_with::<aes::Aes128>(e),
        24 => rustcrypto_with::<aes::Aes192>(e),
        _ => rustcrypto_with::<aes::Aes256>(e),
    }
}

#[test]
fn appendix_f_examples() {
    let examples = parse_sp800_38a(&common::read_vector_file("nist/sp800-38a/appendix-f.txt")).unwrap();
    // F.1 ECB, F.2 CBC, F.3.13-18 CFB128, F.4 OFB, F.5 CTR: 3 key sizes x 2 directions each.
    assert_eq!(examples.len(), 30);
    for e in &examples {
        assert_eq!(e.key.len() * 8, e.key_bits as usize, "{}: key length", e.name);
        let aes = Aes::new(&e.key).unwrap();
        let mode = description(e);
        let (input, expected) = if e.encrypt {
            (&e.plaintext, &e.ciphertext)
        } else {
            (&e.ciphertext, &e.plaintext)
        };
        let got = if e.encrypt {
            mode.encrypt(&aes, input, None)
        } else {
            mode.decrypt(&aes, input, None)
        }
        .unwrap();
        assert_eq!(
            hex::format(&got),
            hex::format(expected),
            "{} {}-AES{}",
            e.name,
            e.mode,
            e.key_bits
        );
        assert_eq!(
            rustcrypto(e),
            e.ciphertext,
            "{}: RustCrypto disagrees with the transcription",
            e.name
        );
    }
}
