//! Triple DES, the Triple Data Encryption Algorithm (NIST SP 800-67 Rev. 2, Sec. 3): three
//! DES operations under a key bundle (K1, K2, K3),
//!
//! - encryption (Sec. 3.1): C = E_K3(D_K2(E_K1(P))), "EDE";
//! - decryption: P = D_K1(E_K2(D_K3(C))), the inverse.
//!
//! # Keying options (SP 800-67 Sec. 3.2; the CAVP files' three key sets)
//!
//! - **Option 1**: K1, K2 and K3 independent: 24 bytes, K1‖K2‖K3.
//! - **Option 2**: K1 and K2 independent, K3 = K1: 16 bytes, given as K1‖K2.
//! - **Option 3**: K1 = K2 = K3: 8 bytes. E_K(D_K(E_K(P))) = E_K(P): this is single DES,
//!   kept for compatibility and deprecated (not approved for protecting data).
//!
//! Only option 1 remains approved for applying protection (option 2 is for legacy use, option
//! 3 long withdrawn); the lab takes all three because the CAVP files and the hardware
//! literature use them. The key's length selects
//! the option; nothing checks that the keys of option 1 differ.
//!
//! # The 48 rounds
//!
//! The hardware of Chodowiec et al. iterates one DES round 48 times with IP and FP outside
//! the loop ([`super::trace`] explains why FP and IP between the operations cancel). Its
//! subkey sequence for encryption is K1's K_1..K_16 (E_K1), K2's K_16..K_1 (D_K2: DES
//! decryption is DES with the subkeys reversed), K3's K_1..K_16 (E_K3); decryption runs the
//! same 48 subkeys in reverse order, which is D_K3, E_K2, D_K1.

use super::key_schedule::subkeys as des_subkeys;
use super::{KEY_BYTES, ROUNDS, TDES_ROUNDS};
use crate::Error;

/// The key bundle lengths Triple DES takes, in bytes: keying options 3, 2 and 1.
pub const KEY_BUNDLE_BYTES: [usize; 3] = [8, 16, 24];

/// SP 800-67's keying options (Sec. 3.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub enum KeyingOption {
    /// K1, K2, K3 independent (24-byte key).
    Option1,
    /// K3 = K1 (16-byte key K1‖K2).
    Option2,
    /// K1 = K2 = K3 (8-byte key): single DES.
    Option3,
}

impl KeyingOption {
    /// The option's number, 1 to 3.
    pub fn number(self) -> u8 {
        match self {
            KeyingOption::Option1 => 1,
            KeyingOption::Option2 => 2,
            KeyingOption::Option3 => 3,
        }
    }

    /// The length of the key bundle the lab takes for it, in bytes.
    pub fn key_bytes(self) -> usize {
        match self {
            KeyingOption::Option1 => 24,
            KeyingOption::Option2 => 16,
            KeyingOption::Option3 => 8,
        }
    }
}

/// The keying option and (K1, K2, K3) of a key bundle, or an error naming the field `key`.
pub fn key_bundle(key: &[u8]) -> Result<(KeyingOption, [[u8; KEY_BYTES]; 3]), Error> {
    let part = |i: usize| -> [u8; KEY_BYTES] {
        key[KEY_BYTES * i..KEY_BYTES * (i + 1)]
            .try_into()
            .expect("length checked")
    };
    match key.len() {
        24 => Ok((KeyingOption::Option1, [part(0), part(1), part(2)])),
        16 => Ok((KeyingOption::Option2, [part(0), part(1), part(0)])),
        8 => Ok((KeyingOption::Option3, [part(0), part(0), part(0)])),
        n => Err(Error::field(
            "key",
            format!(
                "Triple DES keys are 8, 16 or 24 bytes (keying option 3: K1; option 2: K1‖K2; \
                 option 1: K1‖K2‖K3), got {n} bytes"
            ),
        )),
    }
}

/// The 48 subkeys in the order the iterated hardware's encryption uses them: E_K1, D_K2,
/// E_K3.
pub fn subkeys(keys: &[[u8; KEY_BYTES]; 3]) -> [u64; TDES_ROUNDS] {
    let schedules = keys.map(|k| des_subkeys(u64::from_be_bytes(k)));
    core::array::from_fn(|i| {
        let (operation, n) = (i / ROUNDS, i % ROUNDS);
        if operation == 1 {
            schedules[1][ROUNDS - 1 - n]
        } else {
            schedules[operation][n]
        }
    })
}

/// Which of the three DES operations round `round` (1 to 48, encryption's numbering)
/// belongs to (1 to 3), and whether it is a DES encryption (operations 1 and 3) or a
/// decryption (operation 2).
pub fn des_operation(round: usize) -> (usize, bool) {
    let operation = (round - 1) / ROUNDS + 1;
    (operation, operation != 2)
}

#[cfg(test)]
mod tests {
    use super::super::{Des, TripleDes};
    use super::*;

    #[test]
    fn ede_is_three_des_operations() {
        let k: [[u8; 8]; 3] = [[0x01, 0x23, 0x45, 0x67, 0x89, 0xab, 0xcd, 0xef], [0x23; 8], [0x45; 8]];
        let des = k.map(|k| Des::new(&k).unwrap());
        let tdes = TripleDes::new(&k.concat()).unwrap();
        let p = *b"The quic";
        let c = des[2].encrypt_block(&des[1].decrypt_block(&des[0].encrypt_block(&p)));
        assert_eq!(tdes.encrypt_block(&p), c);
        assert_eq!(tdes.decrypt_block(&c), p);
        assert_eq!(tdes.keying_option(), KeyingOption::Option1);
    }

    #[test]
    fn options_2_and_3_repeat_keys() {
        let (o, k) = key_bundle(&[[1; 8], [2; 8]].concat()).unwrap();
        assert_eq!((o.number(), k), (2, [[1; 8], [2; 8], [1; 8]]));
        let (o, k) = key_bundle(&[3; 8]).unwrap();
        assert_eq!((o.number(), o.key_bytes(), k), (3, 8, [[3; 8]; 3]));
        assert_eq!(des_operation(1), (1, true));
        assert_eq!(des_operation(17), (2, false));
        assert_eq!(des_operation(48), (3, true));
    }

    #[test]
    fn refusal_names_key_and_lengths() {
        let e = key_bundle(&[0; 12]).unwrap_err().to_string();
        assert_eq!(
            e,
            "key: Triple DES keys are 8, 16 or 24 bytes (keying option 3: K1; option 2: K1‖K2; \
             option 1: K1‖K2‖K3), got 12 bytes"
        );
    }
}
