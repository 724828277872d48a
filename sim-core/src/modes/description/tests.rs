//! Mode descriptions read, check and run, naming the field.

use super::*;
use crate::aes::Aes;

fn err(json: &str) -> String {
    ModeDescription::from_json(json).unwrap_err().to_string()
}

const IV: &str = "000102030405060708090a0b0c0d0e0f";

#[test]
fn every_kind_round_trips_through_json() {
    for json in [
        r#"{"kind":"ecb"}"#.to_string(),
        format!(r#"{{"kind":"ctr","counter":"{IV}"}}"#),
        format!(r#"{{"kind":"cbc","iv":"{IV}"}}"#),
        format!(r#"{{"kind":"cfb","iv":"{IV}"}}"#),
        format!(r#"{{"kind":"ofb","iv":"{IV}"}}"#),
        format!(r#"{{"kind":"interleavedCbc","ivs":["{IV}","{IV}"]}}"#),
        format!(r#"{{"kind":"multiStreamCbc","ivs":["{IV}"]}}"#),
    ] {
        let mode = ModeDescription::from_json(&json).unwrap();
        assert_eq!(serde_json::to_string(&mode).unwrap(), json);
        assert_eq!(serde_json::from_str::<ModeDescription>(&json).unwrap(), mode);
    }
}

#[test]
fn errors_name_the_field() {
    let short = &IV[..30];
    assert_eq!(
        err(&format!(
            r#"{{"kind":"interleavedCbc","ivs":["{IV}","{IV}","{short}"]}}"#
        )),
        "mode.ivs[2]: expected 16 or 32 hex digits, got 30"
    );
    assert_eq!(err(r#"{"kind":"cbc"}"#), "mode.iv: missing; cbc needs it");
    assert!(err(r#"{"kind":"gcm"}"#).starts_with("mode.kind: 'gcm' is not one of ecb,"));
    assert!(err(r#"{"iv":"00"}"#).starts_with("mode.kind: missing"));
    assert!(err(r#"{"kind":3}"#).starts_with("mode.kind: expected a string"));
    assert!(err(&format!(r#"{{"kind":"ecb","iv":"{IV}"}}"#)).starts_with("mode.iv: not a field of ecb"));
    assert!(err(r#"{"kind":"ofb","iv":7}"#).starts_with("mode.iv: expected a string of 16 or 32 hex digits"));
    assert!(err(r#"{"kind":"cfb","iv":"zz"}"#).starts_with("mode.iv: 'z' at position 1"));
    assert!(err(r#"{"kind":"multiStreamCbc","ivs":[]}"#).starts_with("mode.ivs: expected 1 to 16 IVs"));
    let seventeen = vec![format!("\"{IV}\""); 17].join(",");
    assert!(err(&format!(r#"{{"kind":"multiStreamCbc","ivs":[{seventeen}]}}"#)).contains("got 17"));
    assert!(err(r#"{"kind":"interleavedCbc","ivs":"00"}"#).starts_with("mode.ivs: expected an array"));
    assert!(err("[1]").starts_with("mode: expected an object"));
    assert!(err("{").starts_with("mode: not valid JSON"));
}

#[test]
fn stream_ids_only_for_multi_stream() {
    let aes = Aes::new(&[0; 16]).unwrap();
    let cbc = ModeDescription::from_json(&format!(r#"{{"kind":"cbc","iv":"{IV}"}}"#)).unwrap();
    let e = cbc.encrypt(&aes, &[0; 16], Some(&[0])).unwrap_err().to_string();
    assert!(e.starts_with("streams: only multi-stream CBC"), "{e}");
    let ms = ModeDescription::from_json(&format!(r#"{{"kind":"multiStreamCbc","ivs":["{IV}","{IV}"]}}"#)).unwrap();
    assert!(ms
        .encrypt(&aes, &[0; 16], None)
        .unwrap_err()
        .to_string()
        .starts_with("streams: multi-stream CBC needs"));
    let e = ms.encrypt(&aes, &[0; 32], Some(&[1, 2])).unwrap_err().to_string();
    assert_eq!(e, "streams[1]: stream 2 has no IV (IVs are given for streams 0 to 1)");
    let e = ms.encrypt(&aes, &[0; 16], Some(&[16])).unwrap_err().to_string();
    assert_eq!(e, "streams[0]: 16 is not a stream id (0 to 15)");
    let e = ms.encrypt(&aes, &[0; 16], Some(&[0, 1])).unwrap_err().to_string();
    assert!(e.starts_with("streams: one stream id per block"), "{e}");
}

#[test]
fn an_iv_must_be_the_ciphers_block() {
    let aes = Aes::new(&[0; 16]).unwrap();
    let tdes = crate::des::TripleDes::new(&[1; 24]).unwrap();
    let cbc = ModeDescription::from_json(&format!(r#"{{"kind":"cbc","iv":"{IV}"}}"#)).unwrap();
    let e = cbc.encrypt(&tdes, &[0; 8], None).unwrap_err().to_string();
    assert_eq!(
        e,
        "mode.iv: Triple DES blocks are 8 bytes (16 hex digits), got 16 bytes"
    );
    let short = ModeDescription::from_json(r#"{"kind":"interleavedCbc","ivs":["0001020304050607"]}"#).unwrap();
    let e = short.encrypt(&aes, &[0; 16], None).unwrap_err().to_string();
    assert_eq!(e, "mode.ivs[0]: AES blocks are 16 bytes (32 hex digits), got 8 bytes");
    assert_eq!(short.encrypt(&tdes, &[0; 8], None).unwrap().len(), 8);
}

#[test]
fn config_axis() {
    let m = ModeDescription::from_json(&format!(r#"{{"kind":"interleavedCbc","ivs":["{IV}","{IV}"]}}"#)).unwrap();
    assert_eq!(m.config_mode(), config::Mode::InterleavedCbc { chains: 2 });
}
