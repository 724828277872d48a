//! DES and Triple DES as the lab's block ciphers ([`BlockCipher`], `Block = [u8; 8]`); their
//! round states are the trace's ([`super::trace`]): the state L_n‖R_n after each round, the
//! last the ciphertext, encrypting; the state with each round undone, the last the
//! plaintext, decrypting.
//!
//! `rounds()` is 16 for DES and 48 for Triple DES (the iterated hardware's count). The round
//! keys are the subkeys in the order the encryption rounds use them (for Triple DES the 48 of
//! E_K1, D_K2, E_K3; decryption uses them in reverse), each 48-bit subkey as a block of six
//! bytes, its bit 1 the MSB of byte 0, then two zero bytes: the 48 bits the hardware's
//! subkey register holds, in the standard's order, padded to the trait's block. The trace is
//! every step of every round, rounds numbered from 1 in the order the block meets them: `ip`
//! (round 1), `e`, `k_mix`, `s_box`, `f`, `r`, `fp` (last round), `out`; decrypting `iip`,
//! `ie`, `ik_mix`, `is_box`, `if`, `il`, `ifp`, `iout`. The `out` and `iout` steps are the
//! trait's round-by-round trace, exactly. `e`, `k_mix` are 6 bytes, `s_box`, `f`, `r`, `il`
//! 4, the others 8.

use super::{Des, TripleDes, ROUNDS, TDES_ROUNDS};
use crate::cipher::{BlockCipher, TraceStep};
use crate::Error;

fn trace_steps(entries: &[super::StepEntry]) -> Vec<TraceStep> {
    entries
        .iter()
        .map(|e| TraceStep::new(e.round, e.step.label(), &e.bytes()))
        .collect()
}

macro_rules! impl_block_cipher {
    ($cipher:ty, $name:expr, $rounds:expr) => {
        impl BlockCipher for $cipher {
            type Block = [u8; 8];
            const NAME: &'static str = $name;

            fn new(key: &[u8]) -> Result<Self, Error> {
                <$cipher>::new(key)
            }

            fn rounds(&self) -> usize {
                $rounds
            }

            fn encrypt_block(&self, block: &[u8; 8]) -> [u8; 8] {
                <$cipher>::encrypt_block(self, block)
            }

            fn decrypt_block(&self, block: &[u8; 8]) -> [u8; 8] {
                <$cipher>::decrypt_block(self, block)
            }

            fn encrypt_round_states(&self, block: &[u8; 8]) -> Vec<[u8; 8]> {
                self.encrypt_traced(block).into_iter().map(|e| e.state).collect()
            }

            fn decrypt_round_states(&self, block: &[u8; 8]) -> Vec<[u8; 8]> {
                self.decrypt_traced(block).into_iter().map(|e| e.state).collect()
            }

            fn round_keys(&self) -> Vec<[u8; 8]> {
                <$cipher>::round_keys(self)
            }

            fn trace(&self, block: &[u8; 8], decrypt: bool) -> Vec<TraceStep> {
                if decrypt {
                    trace_steps(&self.decrypt_steps(block))
                } else {
                    trace_steps(&self.encrypt_steps(block))
                }
            }
        }
    };
}

impl_block_cipher!(Des, "DES", ROUNDS);
impl_block_cipher!(TripleDes, "Triple DES", TDES_ROUNDS);
