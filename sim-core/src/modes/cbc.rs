//! Cipher Block Chaining (NIST SP 800-38A §6.2): C_1 = CIPH_K(P_1 ⊕ IV),
//! C_j = CIPH_K(P_j ⊕ C_{j-1}); decryption P_j = CIPH⁻¹_K(C_j) ⊕ C_{j-1}.
//!
//! The one-block steps carry the chaining value explicitly, so the interleaved and
//! multi-stream arrangements and the AESAVS Monte Carlo test reuse them.

use super::{chained, xor};
use crate::cipher::BlockCipher;
use crate::Error;

/// Encrypt one block; `chain` (the IV, then the previous ciphertext) becomes this ciphertext.
pub fn encrypt_block<C: BlockCipher>(cipher: &C, chain: &mut C::Block, plaintext: &C::Block) -> C::Block {
    *chain = cipher.encrypt_block(&xor(plaintext, chain));
    *chain
}

/// Decrypt one block; `chain` (the IV, then the previous ciphertext) becomes this ciphertext.
pub fn decrypt_block<C: BlockCipher>(cipher: &C, chain: &mut C::Block, ciphertext: &C::Block) -> C::Block {
    let plaintext = xor(&cipher.decrypt_block(ciphertext), chain);
    *chain = *ciphertext;
    plaintext
}

pub fn encrypt<C: BlockCipher>(cipher: &C, iv: &C::Block, data: &[u8]) -> Result<Vec<u8>, Error> {
    chained(data, iv, |chain, b| encrypt_block(cipher, chain, b))
}

pub fn decrypt<C: BlockCipher>(cipher: &C, iv: &C::Block, data: &[u8]) -> Result<Vec<u8>, Error> {
    chained(data, iv, |chain, b| decrypt_block(cipher, chain, b))
}
