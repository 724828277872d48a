//! The AESAVS Monte Carlo tests (NIST, "The Advanced Encryption Standard Algorithm
//! Validation Suite", 2002, Sec. 6.4) for ECB, CBC, CFB-128 and OFB: 100 outer iterations of
//! 1000 chained blocks, the key changed after each from the last outputs (one rule for all). Every outer iteration is a checkpoint:
//! the key and input it started from and the output it ended with.

use super::{Aes, State};
use crate::modes::{cbc, cfb, ofb};
pub use crate::monte_carlo::Checkpoint;
use crate::monte_carlo::{checkpoint_count, MonteCarloMode, MonteCarloTest};
use crate::Error;

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
    ecb_checkpoints(key, input, decrypt, OUTER)
}

/// [`ecb`]'s first `outer` checkpoints.
fn ecb_checkpoints(key: &[u8], input: &State, decrypt: bool, outer: usize) -> Result<Vec<Checkpoint>, Error> {
    let mut key = key.to_vec();
    let mut text = *input;
    let mut checkpoints = Vec::with_capacity(outer);
    for _ in 0..outer {
        let aes = Aes::new(&key)?;
        let start = text;
        let mut before_last = text;
        for _ in 0..INNER {
            before_last = text;
            text = if decrypt {
                aes.decrypt_block(&text)
            } else {
                aes.encrypt_block(&text)
            };
        }
        checkpoints.push(Checkpoint {
            key: key.clone(),
            iv: None,
            input: start.to_vec(),
            output: text.to_vec(),
        });
        key = next_key(&key, &text, &before_last);
    }
    Ok(checkpoints)
}

/// The Monte Carlo procedure the feedback modes share (AESAVS Sec. 6.4.2 for CBC; the CFB-128
/// and OFB procedures differ only in the mode): within an outer iteration the mode runs on
/// 1000 chained blocks, out[j] = MODE(in[j]) with the chaining value carried over, and
/// in[j+1] = IV for j = 0, out[j-1] after. The next iteration starts from the key update,
/// IV = the last output and input = the output before it. `step(aes, chain, block)` is the
/// mode's one-block step (`modes::cbc::encrypt_block` and its siblings); `outer` the
/// checkpoints to run.
fn chained(key: &[u8], iv: &State, input: &State, outer: usize, step: Step) -> Result<Vec<Checkpoint>, Error> {
    let mut key = key.to_vec();
    let mut iv = *iv;
    let mut first = *input;
    let mut checkpoints = Vec::with_capacity(outer);
    for _ in 0..outer {
        let aes = Aes::new(&key)?;
        let mut input = first;
        let mut chain = iv;
        let mut outputs: Vec<State> = Vec::with_capacity(INNER);
        for j in 0..INNER {
            outputs.push(step(&aes, &mut chain, &input));
            input = if j == 0 { iv } else { outputs[j - 1] };
        }
        let last = outputs[INNER - 1];
        let before_last = outputs[INNER - 2];
        checkpoints.push(Checkpoint {
            key: key.clone(),
            iv: Some(iv.to_vec()),
            input: first.to_vec(),
            output: last.to_vec(),
        });
        key = next_key(&key, &last, &before_last);
        iv = last;
        first = before_last;
    }
    Ok(checkpoints)
}

/// A feedback mode's one-block step: `modes::cbc::encrypt_block` and its siblings.
type Step = fn(&Aes, &mut State, &State) -> State;

/// The step of `mode` (a feedback mode) in the direction asked.
fn step(mode: MonteCarloMode, decrypt: bool) -> Option<Step> {
    Some(match (mode, decrypt) {
        (MonteCarloMode::Ecb, _) => return None,
        (MonteCarloMode::Cbc, false) => cbc::encrypt_block,
        (MonteCarloMode::Cbc, true) => cbc::decrypt_block,
        (MonteCarloMode::Cfb128, false) => cfb::encrypt_block,
        (MonteCarloMode::Cfb128, true) => cfb::decrypt_block,
        // OFB's encryption and decryption are one operation: `decrypt` only names which of
        // NIST's sections the checkpoints correspond to.
        (MonteCarloMode::Ofb, _) => ofb::crypt_block,
    })
}

/// CBC Monte Carlo test (AESAVS Sec. 6.4.2), encrypting or decrypting. It shares the key
/// update with the ECB test, so NIST's CBC MCT files check that rule too.
pub fn cbc(key: &[u8], iv: &State, input: &State, decrypt: bool) -> Result<Vec<Checkpoint>, Error> {
    chained(
        key,
        iv,
        input,
        OUTER,
        step(MonteCarloMode::Cbc, decrypt).expect("a feedback mode"),
    )
}

/// CFB-128 Monte Carlo test (AESAVS Sec. 6.4, the CFB128 procedure), encrypting or decrypting.
pub fn cfb128(key: &[u8], iv: &State, input: &State, decrypt: bool) -> Result<Vec<Checkpoint>, Error> {
    chained(
        key,
        iv,
        input,
        OUTER,
        step(MonteCarloMode::Cfb128, decrypt).expect("a feedback mode"),
    )
}

/// OFB Monte Carlo test (AESAVS Sec. 6.4, the OFB procedure).
pub fn ofb(key: &[u8], iv: &State, input: &State, decrypt: bool) -> Result<Vec<Checkpoint>, Error> {
    chained(
        key,
        iv,
        input,
        OUTER,
        step(MonteCarloMode::Ofb, decrypt).expect("a feedback mode"),
    )
}

/// AES's Monte Carlo test ([`crate::BlockCipher::monte_carlo`]): the AESAVS procedure of the
/// test's mode, its first `checkpoints` (all 100 by default).
pub(super) fn run(test: &MonteCarloTest<'_, State>) -> Result<Vec<Checkpoint>, Error> {
    let outer = checkpoint_count(test.checkpoints, OUTER)?;
    let Some(step) = step(test.mode, test.decrypt) else {
        return ecb_checkpoints(test.key, &test.input, test.decrypt, outer);
    };
    let iv = test.iv.ok_or_else(|| {
        Error::field(
            "iv",
            format!("the {} Monte Carlo test needs a 16-byte IV", test.mode.name()),
        )
    })?;
    chained(test.key, &iv, &test.input, outer, step)
}
