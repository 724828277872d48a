//! The AESAVS Monte Carlo tests (NIST, "The Advanced Encryption Standard Algorithm
//! Validation Suite", 2002, Sec. 6.4): 100 outer iterations of 1000 chained blocks, the
//! key changed after each from the last outputs. Every outer iteration is a checkpoint:
//! the key and input it started from and the output it ended with.

use super::{Aes, State};
use crate::Error;

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Checkpoint {
    pub key: Vec<u8>,
    pub iv: Option<Vec<u8>>,
    pub input: Vec<u8>,
    pub output: Vec<u8>,
}

pub const OUTER: usize = 100;
pub const INNER: usize = 1000;

/// Key[i+1] from Key[i] and the last two outputs of iteration i (AESAVS Sec. 6.4.1): XOR
/// with the last output, and for 192- and 256-bit keys also with the end of the one before.
fn next_key(key: &[u8], last: &State, before_last: &State) -> Vec<u8> {
    let mut material = Vec::with_capacity(32);
    match key.len() {
        24 => material.extend_from_slice(&before_last[8..]),
        32 => material.extend_from_slice(before_last),
        _ => {}
    }
    material.extend_from_slice(last);
    key.iter().zip(&material).map(|(k, m)| k ^ m).collect()
}

/// ECB Monte Carlo test (AESAVS Sec. 6.4.1), encrypting or decrypting.
pub fn ecb(key: &[u8], input: &State, decrypt: bool) -> Result<Vec<Checkpoint>, Error> {
    let mut key = key.to_vec();
    let mut text = *input;
    let mut checkpoints = Vec::with_capacity(OUTER);
    for _ in 0..OUTER {
        let aes = Aes::new(&key)?;
        let start = text;
        let mut before_last = text;
        for _ in 0..INNER {
            before_last = text;
            text = if decrypt { aes.decrypt_block(&text) } else { aes.encrypt_block(&text) };
        }
        checkpoints.push(Checkpoint { key: key.clone(), iv: None, input: start.to_vec(), output: text.to_vec() });
        key = next_key(&key, &text, &before_last);
    }
    Ok(checkpoints)
}

/// CBC Monte Carlo test (AESAVS Sec. 6.4.2), encrypting or decrypting. It shares the key
/// update with the ECB test, so NIST's CBC MCT files check that rule too.
pub fn cbc(key: &[u8], iv: &State, input: &State, decrypt: bool) -> Result<Vec<Checkpoint>, Error> {
    let mut key = key.to_vec();
    let mut iv = *iv;
    let mut first = *input;
    let mut checkpoints = Vec::with_capacity(OUTER);
    for _ in 0..OUTER {
        let aes = Aes::new(&key)?;
        // Encryption: out[j] = E(in[j] ^ chain), chain = out[j], in[j+1] = out[j-1] (IV for j = 0).
        // Decryption mirrors it: out[j] = D(in[j]) ^ chain, chain = in[j].
        let mut input = first;
        let mut chain = iv;
        let mut outputs: Vec<State> = Vec::with_capacity(INNER);
        for j in 0..INNER {
            let output = if decrypt {
                let mut o = aes.decrypt_block(&input);
                o.iter_mut().zip(&chain).for_each(|(b, c)| *b ^= c);
                chain = input;
                o
            } else {
                let mut x = input;
                x.iter_mut().zip(&chain).for_each(|(b, c)| *b ^= c);
                let o = aes.encrypt_block(&x);
                chain = o;
                o
            };
            outputs.push(output);
            input = if j == 0 { iv } else { outputs[j - 1] };
        }
        let last = outputs[INNER - 1];
        let before_last = outputs[INNER - 2];
        checkpoints.push(Checkpoint { key: key.clone(), iv: Some(iv.to_vec()), input: first.to_vec(), output: last.to_vec() });
        key = next_key(&key, &last, &before_last);
        iv = last;
        first = before_last;
    }
    Ok(checkpoints)
}
