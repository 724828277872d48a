//! A round-by-round record of one Serpent block, as the lab shows it and the RTL's probes
//! compare: the state after each of the 32 rounds, in the lab's byte order.
//!
//! Round i (0..31, the submission's R_i) takes B_i to B_{i+1}; B_0 is the plaintext and
//! B_32 the ciphertext. Encrypting records B_{i+1} for round i, so its last entry is the
//! ciphertext. Decrypting undoes round 31 first and records B_i for round i, so its last
//! entry is the plaintext and its states are the encryption's in reverse.

use crate::modes::Block;

/// Which way the block went.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Direction {
    Encrypt,
    Decrypt,
}

/// One line of the trace: the state after `round` was applied (encryption) or undone
/// (decryption).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TraceEntry {
    pub direction: Direction,
    /// The submission's round number i of R_i, 0 to 31.
    pub round: u8,
    pub state: Block,
}

impl TraceEntry {
    /// A label in the style of FIPS-197 Appendix C's: `R[ 0].out`, `R^-1[31].out`.
    pub fn label(&self) -> String {
        match self.direction {
            Direction::Encrypt => format!("R[{:2}].out", self.round),
            Direction::Decrypt => format!("R^-1[{:2}].out", self.round),
        }
    }
}
