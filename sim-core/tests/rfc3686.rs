//! AES-CTR against the RFC 3686 test vectors (as `cryptography-vectors` ships them, one
//! `.rsp`-style file per key size). RFC 3686 increments only the last 32 bits of the counter
//! block; none of these vectors wraps them, so the 128-bit increment of SP 800-38A gives the
//! same keystream. Vector #3 and its kin have a partial last block: CTR is a stream cipher, so
//! the test pads it to a whole block, encrypts, and compares the bytes that exist.

use crate::common;

use sim_core::aes::Aes;
use sim_core::modes::ctr;
use sim_core::vectors::parse_rsp;

#[test]
fn rfc3686_vectors() {
    let mut checked = 0;
    for bits in [128, 192, 256] {
        let records = parse_rsp(&common::read_vector_file(&format!("rfc3686/aes-{bits}-ctr.txt"))).unwrap();
        assert_eq!(records.len(), 3, "aes-{bits}-ctr.txt");
        for r in &records {
            let aes = Aes::new(&r.key).unwrap();
            let t0 = r.iv.as_deref().unwrap().try_into().unwrap();
            let mut padded = r.plaintext.clone();
            padded.resize(r.plaintext.len().div_ceil(16) * 16, 0);
            let ciphertext = ctr::encrypt(&aes, &t0, &padded).unwrap();
            assert_eq!(
                &ciphertext[..r.ciphertext.len()],
                &r.ciphertext[..],
                "aes-{bits}-ctr COUNT = {}",
                r.count
            );
            checked += 1;
        }
    }
    assert_eq!(checked, 9);
}
