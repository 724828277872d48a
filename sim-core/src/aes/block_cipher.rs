//! AES as one of the lab's block ciphers ([`BlockCipher`]). Its round states are the ones
//! FIPS-197 Appendix C prints at each round's start: the state after round r is
//! `round[r+1].start`, and the last is `output`. Decryption follows InvCipher (FIPS-197 §5.3):
//! after its round r, `round[r+1].istart`, the last `ioutput`. InvCipher's rounds begin with
//! InvShiftRows, so its states are not the cipher's round states in reverse.
//!
//! Its round keys are FIPS-197's Nr + 1 (w[0..3] first), and its trace is every step
//! FIPS-197 Appendix C prints (`round[ 1].s_box` is round 1, step `s_box`), exactly as
//! [`Aes::encrypt_traced`] and [`Aes::decrypt_traced`] record them.

use super::trace::{Observer, Step};
use super::{Aes, State};
use crate::cipher::{BlockCipher, TraceStep};
use crate::monte_carlo::{Checkpoint, MonteCarloTest};
use crate::Error;

/// Keeps the states at the round boundaries of a traced run and drops the other steps.
struct RoundBoundaries {
    states: Vec<State>,
}

impl Observer for RoundBoundaries {
    fn observe(&mut self, round: usize, step: Step, state: &State) {
        let boundary = match step {
            Step::Start | Step::InvStart => round >= 2,
            Step::Output | Step::InvOutput => true,
            _ => false,
        };
        if boundary {
            self.states.push(*state);
        }
    }
}

impl BlockCipher for Aes {
    type Block = State;
    const NAME: &'static str = "AES";

    fn new(key: &[u8]) -> Result<Self, Error> {
        Aes::new(key)
    }

    fn rounds(&self) -> usize {
        self.key_size().rounds()
    }

    fn encrypt_block(&self, block: &State) -> State {
        Aes::encrypt_block(self, block)
    }

    fn decrypt_block(&self, block: &State) -> State {
        Aes::decrypt_block(self, block)
    }

    fn encrypt_round_states(&self, block: &State) -> Vec<State> {
        let mut boundaries = RoundBoundaries { states: Vec::new() };
        self.encrypt_observed(block, &mut boundaries);
        boundaries.states
    }

    fn decrypt_round_states(&self, block: &State) -> Vec<State> {
        let mut boundaries = RoundBoundaries { states: Vec::new() };
        self.decrypt_observed(block, &mut boundaries);
        boundaries.states
    }

    fn round_keys(&self) -> Vec<State> {
        Aes::round_keys(self).to_vec()
    }

    fn trace(&self, block: &State, decrypt: bool) -> Vec<TraceStep> {
        let entries = if decrypt {
            self.decrypt_traced(block)
        } else {
            self.encrypt_traced(block)
        };
        entries
            .iter()
            .map(|e| TraceStep::new(e.round, e.step.label(), &e.state))
            .collect()
    }

    /// The AESAVS Monte Carlo tests ([`super::monte_carlo`]).
    fn monte_carlo(test: &MonteCarloTest<'_, State>) -> Result<Vec<Checkpoint>, Error> {
        super::monte_carlo::run(test)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hex;

    #[test]
    fn round_states_are_fips197_c1_round_starts() {
        // FIPS-197 Appendix C.1 (AES-128): round[ 2].start, then round[10].output.
        let aes = Aes::from_hex("000102030405060708090a0b0c0d0e0f").unwrap();
        let plaintext = hex::parse_block("p", "00112233445566778899aabbccddeeff").unwrap();
        let states = aes.encrypt_round_states(&plaintext);
        assert_eq!(states.len(), 10);
        assert_eq!(hex::format(&states[0]), "89d810e8855ace682d1843d8cb128fe4");
        assert_eq!(hex::format(&states[9]), "69c4e0d86a7b0430d8cdb78070b4c55a");
        let back = aes.decrypt_round_states(&states[9]);
        assert_eq!(back.len(), 10);
        // round[ 2].istart of the inverse cipher, which is the cipher's round[ 9].s_row (InvCipher
        // groups a round's steps differently), then round[10].ioutput.
        assert_eq!(hex::format(&back[0]), "54d990a16ba09ab596bbf40ea111702f");
        assert_eq!(back[9], plaintext);
    }
}
