//! Cipher Block Chaining (NIST SP 800-38A §6.2): C_1 = CIPH_K(P_1 ⊕ IV),
//! C_j = CIPH_K(P_j ⊕ C_{j-1}); decryption P_j = CIPH⁻¹_K(C_j) ⊕ C_{j-1}.
//!
//! The one-block steps carry the chaining value explicitly, so the interleaved and
//! multi-stream arrangements and the AESAVS Monte Carlo test reuse them.

use super::{chained, xor, Block};
use crate::aes::Aes;
use crate::Error;

/// Encrypt one block; `chain` (the IV, then the previous ciphertext) becomes this ciphertext.
pub fn encrypt_block(aes: &Aes, chain: &mut Block, plaintext: &Block) -> Block {
    *chain = aes.encrypt_block(&xor(plaintext, chain));
    *chain
}

/// Decrypt one block; `chain` (the IV, then the previous ciphertext) becomes this ciphertext.
pub fn decrypt_block(aes: &Aes, chain: &mut Block, ciphertext: &Block) -> Block {
    let plaintext = xor(&aes.decrypt_block(ciphertext), chain);
    *chain = *ciphertext;
    plaintext
}

pub fn encrypt(aes: &Aes, iv: &Block, data: &[u8]) -> Result<Vec<u8>, Error> {
    chained(data, iv, |chain, b| encrypt_block(aes, chain, b))
}

pub fn decrypt(aes: &Aes, iv: &Block, data: &[u8]) -> Result<Vec<u8>, Error> {
    chained(data, iv, |chain, b| decrypt_block(aes, chain, b))
}
