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
use crate::cipher::block_cipher_from_traces;

// The trace numbers rounds as the probes do: from 1, in the order the block meets them.
block_cipher_from_traces!(Des, name: "DES", block: [u8; 8], rounds: ROUNDS, probe_round: |round, _| round,
    step_bytes: bytes());
block_cipher_from_traces!(
    TripleDes,
    name: "Triple DES",
    block: [u8; 8],
    rounds: TDES_ROUNDS,
    probe_round: |round, _| round,
    items: {
        /// The TDES Validation System's ECB Monte Carlo test ([`super::monte_carlo`]).
        fn monte_carlo(
            test: &crate::monte_carlo::MonteCarloTest<'_, [u8; 8]>,
        ) -> Result<Vec<crate::monte_carlo::Checkpoint>, crate::Error> {
            super::monte_carlo::run(test)
        }

        /// NIST's TDES files: KEY1..KEY3 (or KEYs) for the AESAVS files' KEY ([`super::cavp`]).
        fn read_rsp(text: &str) -> Result<Vec<crate::vectors::RspRecord>, crate::Error> {
            super::cavp::rsp_records(text)
        }
    },
    step_bytes: bytes()
);
