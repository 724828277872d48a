//! What the ciphers' step-by-step traces share (each cipher's `trace` module has its own steps):
//! the round-by-round trace's entry, the round ends found among a block's steps, and the round
//! number the lab's probes give a step.

use crate::cipher::{round_label, Direction};

/// One line of a cipher's round-by-round trace: the state after `round` was applied
/// (encrypting) or undone (decrypting), the round numbered as the cipher's module numbers it,
/// and whatever else the cipher records of the round (`values`: RC6's t and u, a MARS core
/// round's E-function outputs; nothing for most).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundEntry<S, V = ()> {
    pub direction: Direction,
    pub round: u8,
    pub state: S,
    pub values: V,
}

impl<S, V> RoundEntry<S, V> {
    /// A label in the style of FIPS-197 Appendix C's: `R[ 1].out`, `R^-1[20].out`.
    pub fn label(&self) -> String {
        round_label(self.direction, self.round)
    }
}

/// One entry of a cipher's step-by-step trace, which knows whether it ends its round.
pub trait RoundEnd {
    /// The round-by-round trace's entry.
    type Round;

    /// The round-by-round trace's entry if this step ends its round (`out`, `iout`).
    fn round_end(&self, direction: Direction) -> Option<Self::Round>;
}

/// The round-by-round trace among a block's steps: the entries of the round ends, in order.
pub fn round_ends<E: RoundEnd>(steps: &[E], direction: Direction) -> Vec<E::Round> {
    steps.iter().filter_map(|e| e.round_end(direction)).collect()
}

/// The round the lab's probes give a step: rounds from 1 in the order the block meets them,
/// so that a decryption, which undoes the last round first, calls that round 1. `round` is
/// the trace's own number, whose first round is `first` (Serpent's R_0 is 0, the others' 1),
/// of `rounds`.
pub fn probe_round(round: u8, decrypt: bool, first: u8, rounds: usize) -> u8 {
    let from_one = round + 1 - first;
    if decrypt {
        rounds as u8 + 1 - from_one
    } else {
        from_one
    }
}

/// The steps of one round in order: `opening` if the round has one (the first round's
/// whitening or key addition), the round's own `steps`, `closing` if it has one (the last
/// round's), then `end`, the round's state again (`out`, `iout`).
pub fn round_steps<S: Copy>(opening: Option<S>, steps: &[S], closing: Option<S>, end: S) -> Vec<S> {
    opening
        .into_iter()
        .chain(steps.iter().copied())
        .chain(closing)
        .chain([end])
        .collect()
}

/// The steps of round `round` (1 to `rounds`, encryption's numbering either way) of a cipher
/// that does something before its first round and after its last (a whitening, a key addition
/// and subtraction): `steps`, then `end` ([`round_steps`]). Encrypting, `before_first` opens
/// round 1 and `after_last` closes the last round; decrypting, the last round is undone first,
/// so `after_last` (given as its inverse) opens it, and `before_first` closes round 1.
pub fn bracketed_round_steps<S: Copy>(
    round: usize,
    rounds: usize,
    direction: Direction,
    steps: &[S],
    [before_first, after_last, end]: [S; 3],
) -> Vec<S> {
    let (first, last) = (round == 1, round == rounds);
    match direction {
        Direction::Encrypt => round_steps(first.then_some(before_first), steps, last.then_some(after_last), end),
        Direction::Decrypt => round_steps(last.then_some(after_last), steps, first.then_some(before_first), end),
    }
}

/// The entries `run` reports, in order: `run(record)` runs a block through a cipher, calling
/// `record` with each step's entry. `capacity`: the steps a block has.
pub fn collect_steps<E>(capacity: usize, run: impl FnOnce(&mut dyn FnMut(E))) -> Vec<E> {
    let mut entries = Vec::with_capacity(capacity);
    run(&mut |entry| entries.push(entry));
    entries
}

/// A cipher module's `StepEntry` as a [`RoundEnd`]: a step `Step::Out` (`Step::InvOut`
/// decrypting) ends its round, its entry's round-by-round one made of `state` and `values`,
/// expressions of the step entry `e`.
macro_rules! round_end {
    (|$e:ident| state: $state:expr, values: $values:expr) => {
        impl $crate::round_trace::RoundEnd for StepEntry {
            type Round = TraceEntry;

            fn round_end(&self, direction: Direction) -> Option<TraceEntry> {
                let $e = self;
                matches!($e.step, Step::Out | Step::InvOut).then(|| $crate::round_trace::RoundEntry {
                    direction,
                    round: $e.round,
                    state: $state,
                    values: $values,
                })
            }
        }
    };
}
pub(crate) use round_end;

/// A cipher's traces from its module's `encrypt_observed` and `decrypt_observed` (a block
/// through the cipher or its inverse, an observer seeing every step): `encrypt_steps`,
/// `decrypt_steps` (every step, the entry `entry` makes of what the observer sees, `steps` a
/// block) and `encrypt_traced`, `decrypt_traced` (the round ends among them, [`round_ends`]).
macro_rules! step_traces {
    ($cipher:ty, block: $block:ty, steps: $steps:expr, entry: |$($arg:ident),+| $entry:expr) => {
        impl $cipher {
            /// Encrypt, recording every step of every round (see [`trace`]), each round's
            /// last (`out`) the state [`encrypt_traced`](Self::encrypt_traced) records.
            pub fn encrypt_steps(&self, block: &$block) -> Vec<StepEntry> {
                $crate::round_trace::collect_steps($steps, |record| {
                    self.encrypt_observed(block, &mut |$($arg),+| record($entry));
                })
            }

            /// Decrypt, recording every step of undoing every round, the last round first,
            /// each round's last (`iout`) the state [`decrypt_traced`](Self::decrypt_traced)
            /// records.
            pub fn decrypt_steps(&self, block: &$block) -> Vec<StepEntry> {
                $crate::round_trace::collect_steps($steps, |record| {
                    self.decrypt_observed(block, &mut |$($arg),+| record($entry));
                })
            }

            /// Encrypt, recording the state after each round (the last: the ciphertext).
            pub fn encrypt_traced(&self, block: &$block) -> Vec<TraceEntry> {
                $crate::round_trace::round_ends(&self.encrypt_steps(block), Direction::Encrypt)
            }

            /// Decrypt, recording the state after each round is undone, the last round first
            /// (the last: the plaintext).
            pub fn decrypt_traced(&self, block: &$block) -> Vec<TraceEntry> {
                $crate::round_trace::round_ends(&self.decrypt_steps(block), Direction::Decrypt)
            }
        }
    };
}
pub(crate) use step_traces;
