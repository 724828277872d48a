//! The Appendix F reader on small examples and malformed ones.

use super::*;

#[test]
fn headings_and_blocks() {
    let text = "# c\n[F.5.2 CTR-AES192.Decrypt]\nKey 00\nInit. Counter 01\nBlock #1\nCiphertext 000102030405060708090a0b0c0d0e0f\nPlaintext 101112131415161718191a1b1c1d1e1f\n";
    let e = &parse_sp800_38a(text).unwrap()[0];
    assert_eq!(
        (e.name.as_str(), e.mode.as_str(), e.key_bits, e.encrypt),
        ("F.5.2", "CTR", 192, false)
    );
    assert_eq!(e.iv, Some(vec![1]));
    assert_eq!(e.plaintext[0], 0x10);
}

#[test]
fn errors_name_the_line() {
    let e = parse_sp800_38a("[F.1.1 ECB-AES128.Encrypt]\nKey 00\nBlock #2\n")
        .unwrap_err()
        .to_string();
    assert!(e.starts_with("line 3: expected block #1"), "{e}");
    let e = parse_sp800_38a("[F.1.1 ECB-AES128.Encrypt]\nKey 00\nBlock #1\nPlaintext 00\n")
        .unwrap_err()
        .to_string();
    assert!(e.starts_with("line 1: F.1.1 needs"), "{e}");
    let e = parse_sp800_38a("[F.1.1 ECB]\n").unwrap_err().to_string();
    assert!(e.starts_with("line 1: expected a heading"), "{e}");
}
