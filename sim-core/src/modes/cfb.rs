//! Cipher Feedback with a 128-bit segment, CFB-128 (NIST SP 800-38A §6.3, s = b = 128):
//! C_j = P_j ⊕ CIPH_K(C_{j-1}) with C_0 = IV; decryption uses the forward cipher too,
//! P_j = C_j ⊕ CIPH_K(C_{j-1}).

use super::{chained, xor, Block};
use crate::aes::Aes;
use crate::Error;

/// Encrypt one segment; `chain` (the IV, then the previous ciphertext) becomes this ciphertext.
pub fn encrypt_block(aes: &Aes, chain: &mut Block, plaintext: &Block) -> Block {
    *chain = xor(plaintext, &aes.encrypt_block(chain));
    *chain
}

/// Decrypt one segment; `chain` (the IV, then the previous ciphertext) becomes this ciphertext.
pub fn decrypt_block(aes: &Aes, chain: &mut Block, ciphertext: &Block) -> Block {
    let plaintext = xor(ciphertext, &aes.encrypt_block(chain));
    *chain = *ciphertext;
    plaintext
}

pub fn encrypt(aes: &Aes, iv: &Block, data: &[u8]) -> Result<Vec<u8>, Error> {
    chained(data, iv, |chain, b| encrypt_block(aes, chain, b))
}

pub fn decrypt(aes: &Aes, iv: &Block, data: &[u8]) -> Result<Vec<u8>, Error> {
    chained(data, iv, |chain, b| decrypt_block(aes, chain, b))
}
