//! The validation suites by cipher id (sim_core::any_cipher::monte_carlo and read_rsp, behind
//! the WebAssembly exports cipherMonteCarlo and cipherParseRsp): each dispatches to the
//! cipher's own procedure or reader and gives what the cipher-named paths gave, with the same
//! checks and messages, in the same order.

use crate::common;

use common::read_vector_file;
use sim_core::any_cipher::{self, AnyCipher};
use sim_core::monte_carlo::MonteCarloRequest;
use sim_core::{aes, des, vectors};

fn request<'a>(mode: &'a str, key: &'a [u8], iv: Option<&'a [u8]>, input: &'a [u8]) -> MonteCarloRequest<'a> {
    MonteCarloRequest {
        mode,
        key,
        iv,
        input,
        decrypt: false,
        checkpoints: None,
    }
}

fn refused(id: &str, request: &MonteCarloRequest<'_>) -> String {
    any_cipher::monte_carlo(id, request).unwrap_err().to_string()
}

#[test]
fn aes_runs_its_aesavs_procedures() {
    let key = [0x2b; 16];
    let (iv, input) = ([0x0f; 16], [0x42; 16]);
    let ecb = any_cipher::monte_carlo("aes", &request("ecb", &key, None, &input)).unwrap();
    assert_eq!(ecb, aes::monte_carlo::ecb(&key, &input, false).unwrap());
    let ours = |mode| any_cipher::monte_carlo("aes", &request(mode, &key, Some(&iv), &input)).unwrap();
    assert_eq!(ours("cbc"), aes::monte_carlo::cbc(&key, &iv, &input, false).unwrap());
    assert_eq!(
        ours("cfb128"),
        aes::monte_carlo::cfb128(&key, &iv, &input, false).unwrap()
    );
    assert_eq!(ours("ofb"), aes::monte_carlo::ofb(&key, &iv, &input, false).unwrap());
    let decrypt = MonteCarloRequest {
        decrypt: true,
        checkpoints: Some(3),
        ..request("cbc", &key, Some(&iv), &input)
    };
    let three = any_cipher::monte_carlo("aes", &decrypt).unwrap();
    assert_eq!(three[..], aes::monte_carlo::cbc(&key, &iv, &input, true).unwrap()[..3]);
}

#[test]
fn triple_des_runs_its_ecb_procedure_with_key_bundles() {
    let key: Vec<u8> = [[0x01; 8], [0x02; 8]].concat();
    let input = [0x11; 8];
    let asked = MonteCarloRequest {
        checkpoints: Some(3),
        ..request("ecb", &key, None, &input)
    };
    let ours = any_cipher::monte_carlo("des", &asked).unwrap();
    let theirs = des::monte_carlo::ecb(&key, &input, false, 3).unwrap();
    assert_eq!(ours.len(), 3);
    for (o, t) in ours.iter().zip(&theirs) {
        assert_eq!(o.key, t.keys.concat()[..16]);
        assert_eq!(
            (o.iv.as_ref(), &o.input[..], &o.output[..]),
            (None, &t.input[..], &t.output[..])
        );
    }
}

#[test]
fn requests_are_checked_input_first_then_iv_then_mode() {
    let key = [0; 16];
    let aes: [(MonteCarloRequest<'_>, &str); 6] = [
        (request("ecb", &key, None, &[0; 8]), "input: expected 16 bytes, got 8"),
        (
            request("ecb", &key, Some(&[0; 16]), &[0; 16]),
            "iv: the ECB Monte Carlo test takes no IV",
        ),
        (
            request("xyz", &key, None, &[0; 16]),
            "iv: the xyz Monte Carlo test needs a 16-byte IV",
        ),
        (
            request("cbc", &key, Some(&[0; 8]), &[0; 16]),
            "iv: expected 16 bytes, got 8",
        ),
        (
            request("xyz", &key, Some(&[0; 16]), &[0; 16]),
            "mode: 'xyz' is not one of ecb, cbc, cfb128, ofb",
        ),
        (
            request("ecb", &[0; 20], None, &[0; 16]),
            "key: AES keys are 16, 24 or 32 bytes (128, 192 or 256 bits), got 20 bytes",
        ),
    ];
    for (asked, message) in aes {
        assert_eq!(refused("aes", &asked), message);
    }
    assert_eq!(
        refused("des", &request("ecb", &[1; 8], None, &[0; 16])),
        "input: expected 8 bytes, got 16"
    );
    for outer in [0, 401] {
        let asked = MonteCarloRequest {
            checkpoints: Some(outer),
            ..request("ecb", &[1; 8], None, &[0; 8])
        };
        assert_eq!(
            refused("des", &asked),
            format!("outer: expected 1 to 400 checkpoints, got {outer}")
        );
    }
    assert!(refused("des", &request("cbc", &[1; 8], Some(&[0; 8]), &[0; 8])).starts_with("mode: "));
    assert!(refused("serpent", &request("ecb", &key, None, &[0; 16])).starts_with("mode: "));
    assert!(refused("rijndael", &request("ecb", &key, None, &[0; 16])).starts_with("cipher: "));
}

#[test]
fn each_cipher_reads_its_cavp_files() {
    let aesavs = read_vector_file("nist/aesavs/CBCMMT128.rsp");
    assert_eq!(
        any_cipher::read_rsp("aes", &aesavs).unwrap(),
        vectors::parse_rsp(&aesavs).unwrap()
    );
    let tdes = read_vector_file("nist/tdes/TCBCMMT2.rsp");
    let records = any_cipher::read_rsp("des", &tdes).unwrap();
    let theirs = des::cavp::parse_tdes_rsp(&tdes).unwrap();
    assert_eq!(records.len(), theirs.len());
    for (r, t) in records.iter().zip(&theirs) {
        assert_eq!((r.encrypt, r.count, &r.key), (t.encrypt, t.count, &t.key_bundle()));
        assert_eq!(r.iv.as_deref(), t.iv.as_ref().map(|iv| &iv[..]));
        assert_eq!((&r.plaintext, &r.ciphertext), (&t.plaintext, &t.ciphertext));
        let cipher = AnyCipher::new("des", &r.key).unwrap();
        assert_eq!(r.key.len(), 16);
        assert_eq!(cipher.block_bytes(), 8);
    }
}
