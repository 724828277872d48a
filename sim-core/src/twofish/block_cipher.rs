//! Twofish as one of the lab's block ciphers ([`BlockCipher`]); its round states are the
//! trace's (see [`super::trace`]): R_1..R_15 and the ciphertext encrypting, R_15..R_0 and the
//! plaintext decrypting.
//!
//! Its round keys are K_0..K_39 in ten blocks of four words ([`Twofish::round_keys`]). Its
//! trace is every step of every round ([`super::trace::Step`]), rounds numbered 1 to 16 in the
//! order the block meets them (encryption round r is the paper's round r − 1, counting from
//! 0; decryption round d undoes encryption round 17 − d): encrypting `in_white` (round 1),
//! `g`, `pht`, `f`, `mix`, `out_white` (round 16), then the round's state again as `out`;
//! decrypting `iout_white` (round 1), `ig`, `ipht`, `if`, `imix`, `iin_white` (round 16), then
//! `iout`. The `out` and `iout` steps are the trait's round-by-round trace, exactly. The `g`,
//! `pht` and `f` steps (and their `i` forms) are two words, 8 bytes; the others 16.

use super::{Twofish, ROUNDS};
use crate::cipher::{BlockCipher, TraceStep};
use crate::modes::Block;
use crate::Error;

impl BlockCipher for Twofish {
    type Block = Block;
    const NAME: &'static str = "Twofish";

    fn new(key: &[u8]) -> Result<Self, Error> {
        Twofish::new(key)
    }

    fn rounds(&self) -> usize {
        ROUNDS
    }

    fn encrypt_block(&self, block: &Block) -> Block {
        Twofish::encrypt_block(self, block)
    }

    fn decrypt_block(&self, block: &Block) -> Block {
        Twofish::decrypt_block(self, block)
    }

    fn encrypt_round_states(&self, block: &Block) -> Vec<Block> {
        self.encrypt_traced(block).into_iter().map(|e| e.state).collect()
    }

    fn decrypt_round_states(&self, block: &Block) -> Vec<Block> {
        self.decrypt_traced(block).into_iter().map(|e| e.state).collect()
    }

    fn round_keys(&self) -> Vec<Block> {
        Twofish::round_keys(self)
    }

    fn trace(&self, block: &Block, decrypt: bool) -> Vec<TraceStep> {
        let entries = if decrypt {
            self.decrypt_steps(block)
        } else {
            self.encrypt_steps(block)
        };
        entries
            .iter()
            .map(|e| {
                // Decryption undoes round 16 first, as its round 1.
                let round = if decrypt {
                    ROUNDS + 1 - e.round as usize
                } else {
                    e.round as usize
                };
                TraceStep::new(round as u8, e.step.label(), &e.bytes())
            })
            .collect()
    }
}
