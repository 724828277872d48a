//! Cipher Feedback with a full-block segment (NIST SP 800-38A §6.3, s = b; CFB-128 for a
//! 128-bit cipher): C_j = P_j ⊕ CIPH_K(C_{j-1}) with C_0 = IV; decryption uses the forward
//! cipher too, P_j = C_j ⊕ CIPH_K(C_{j-1}).

use super::{chained, xor};
use crate::cipher::BlockCipher;
use crate::Error;

/// Encrypt one segment; `chain` (the IV, then the previous ciphertext) becomes this ciphertext.
pub fn encrypt_block<C: BlockCipher>(cipher: &C, chain: &mut C::Block, plaintext: &C::Block) -> C::Block {
    *chain = xor(plaintext, &cipher.encrypt_block(chain));
    *chain
}

/// Decrypt one segment; `chain` (the IV, then the previous ciphertext) becomes this ciphertext.
pub fn decrypt_block<C: BlockCipher>(cipher: &C, chain: &mut C::Block, ciphertext: &C::Block) -> C::Block {
    let plaintext = xor(ciphertext, &cipher.encrypt_block(chain));
    *chain = *ciphertext;
    plaintext
}

pub fn encrypt<C: BlockCipher>(cipher: &C, iv: &C::Block, data: &[u8]) -> Result<Vec<u8>, Error> {
    chained(data, iv, |chain, b| encrypt_block(cipher, chain, b))
}

pub fn decrypt<C: BlockCipher>(cipher: &C, iv: &C::Block, data: &[u8]) -> Result<Vec<u8>, Error> {
    chained(data, iv, |chain, b| decrypt_block(cipher, chain, b))
}
