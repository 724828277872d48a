//! The cipher axis of the lab: one trait that every golden block cipher implements, so that
//! the modes of operation (`crate::modes`), the cross-checks and the trace views work on
//! any of them. AES ([`crate::aes::Aes`]) and Serpent ([`crate::serpent::Serpent`]) have
//! 128-bit blocks; the block is an associated type, not a fixed `[u8; 16]`, so that a
//! 64-bit cipher (Triple DES) fits the same trait with `[u8; 8]`.
//!
//! The trait is also everything the lab's views take from a cipher: its round keys and a
//! block's trace come from the cipher's own `impl BlockCipher`, so that a cipher chosen at run
//! time ([`crate::any_cipher`]) needs no code of its own there.

use crate::monte_carlo::{Checkpoint, MonteCarloTest};
use crate::vectors::RspRecord;
use crate::{hex, Error};
use core::fmt::Debug;

/// One step of a block's trace, as the lab shows it: the round it belongs to, a label, and
/// the state in the cipher's byte order as hex digits (two a byte). What the steps are is the
/// cipher's [`BlockCipher::trace`].
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(missing_as_null))]
pub struct TraceStep {
    pub round: u8,
    pub step: &'static str,
    pub state: String,
}

impl TraceStep {
    /// Step `step` of round `round`, leaving `state`.
    pub fn new(round: u8, step: &'static str, state: &[u8]) -> Self {
        TraceStep {
            round,
            step,
            state: hex::format(state),
        }
    }
}

/// The label of every step of the round-by-round trace ([`BlockCipher::trace`]'s default):
/// the state after a round.
pub const ROUND_STEP: &str = "out";
/// The label of every step of the round-by-round trace of the inverse cipher: the state after
/// a round of it (the `i` marks the inverse cipher, as in AES's `iinput`).
pub const INVERSE_ROUND_STEP: &str = "iout";

/// Which way a block went through a cipher, in a cipher's own round-by-round trace.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Direction {
    Encrypt,
    Decrypt,
}

/// A round-by-round trace line's label in the style of FIPS-197 Appendix C's: `R[ 1].out`
/// encrypting, `R^-1[20].out` decrypting (the round as the cipher's module numbers it).
pub fn round_label(direction: Direction, round: u8) -> String {
    match direction {
        Direction::Encrypt => format!("R[{round:2}].out"),
        Direction::Decrypt => format!("R^-1[{round:2}].out"),
    }
}

/// What a block is: a fixed number of bytes, byte 0 first, as the standard's test vectors
/// print it. Every `[u8; N]` up to 32 bytes is one.
pub trait BlockBytes: Copy + Eq + Debug + Default + AsRef<[u8]> + AsMut<[u8]> + 'static {}

impl<B: Copy + Eq + Debug + Default + AsRef<[u8]> + AsMut<[u8]> + 'static> BlockBytes for B {}

/// A block cipher with its key already expanded.
pub trait BlockCipher {
    /// One block in the lab's byte order (the order the cipher's reference vectors use).
    type Block: BlockBytes;

    /// The block size in bytes: 16 for AES and Serpent, 8 for a 64-bit cipher.
    const BLOCK_BYTES: usize = core::mem::size_of::<Self::Block>();

    /// The cipher's name as the lab writes it: "AES", "Serpent".
    const NAME: &'static str;

    /// Every key length in bytes the cipher's standard defines, where the model takes more
    /// than the lab's cores do (registry/ciphers.json's key sizes): MARS's 4 to 14 words. The
    /// bare-core benches check a core at every one ([`crate::any_cipher::GoldenModel::key_bytes`]).
    const STANDARD_KEY_BYTES: Option<&'static [usize]> = None;

    /// Expand `key`. A length the cipher does not define is an error naming the field `key`.
    fn new(key: &[u8]) -> Result<Self, Error>
    where
        Self: Sized;

    /// How many rounds a block goes through with this key.
    fn rounds(&self) -> usize;

    fn encrypt_block(&self, block: &Self::Block) -> Self::Block;

    fn decrypt_block(&self, block: &Self::Block) -> Self::Block;

    /// The trace hook every cipher shares: the state after each of the [`rounds`](Self::rounds)
    /// rounds, the last being the ciphertext. What a round is, is the cipher's own standard's
    /// word (the cipher's module says which state it records); a finer, cipher-specific trace
    /// is in that module.
    fn encrypt_round_states(&self, block: &Self::Block) -> Vec<Self::Block>;

    /// The state after each round of the inverse cipher, the last being the plaintext.
    fn decrypt_round_states(&self, block: &Self::Block) -> Vec<Self::Block>;

    /// Every round key, one block each, in the lab's byte order (the cipher's module says
    /// which keys and in what order: the blocks its RTL's key schedule holds).
    fn round_keys(&self) -> Vec<Self::Block>;

    /// One block's trace, as the lab's trace view shows it. By default one step a round: the
    /// state after it ([`encrypt_round_states`](Self::encrypt_round_states)), rounds numbered
    /// from 1, each step labelled [`ROUND_STEP`] ([`INVERSE_ROUND_STEP`] decrypting, after
    /// [`decrypt_round_states`](Self::decrypt_round_states)). A cipher whose standard prints a
    /// finer trace, or names the steps inside a round, gives those instead (AES, Serpent).
    fn trace(&self, block: &Self::Block, decrypt: bool) -> Vec<TraceStep> {
        let (states, step) = if decrypt {
            (self.decrypt_round_states(block), INVERSE_ROUND_STEP)
        } else {
            (self.encrypt_round_states(block), ROUND_STEP)
        };
        states
            .iter()
            .enumerate()
            .map(|(i, state)| TraceStep::new((i + 1) as u8, step, state.as_ref()))
            .collect()
    }

    /// The cipher's Monte Carlo test, as its validation suite defines it ([`crate::monte_carlo`]),
    /// on a request already checked against the block. By default the cipher has none: an
    /// error naming the field `mode`.
    fn monte_carlo(test: &MonteCarloTest<'_, Self::Block>) -> Result<Vec<Checkpoint>, Error>
    where
        Self: Sized,
    {
        Err(Error::field(
            "mode",
            format!(
                "sim-core has no {} Monte Carlo test ({} asked)",
                Self::NAME,
                test.mode.name()
            ),
        ))
    }

    /// The records of a NIST CAVP response file of the cipher's known answers, each with the
    /// key as the cipher's `new` takes it. By default the AESAVS layout (`KEY`, `IV`,
    /// `PLAINTEXT`, `CIPHERTEXT`; [`crate::vectors::parse_rsp`]); a cipher whose files differ
    /// reads its own.
    fn read_rsp(text: &str) -> Result<Vec<RspRecord>, Error>
    where
        Self: Sized,
    {
        crate::vectors::parse_rsp(text)
    }
}

/// The block whose bytes are `bytes`.
///
/// # Panics
/// If `bytes` is not exactly one block long; callers check lengths first.
pub fn block_from_slice<B: BlockBytes>(bytes: &[u8]) -> B {
    let mut block = B::default();
    block.as_mut().copy_from_slice(bytes);
    block
}

/// `Ok` if `key` is one of the lengths in `bytes`, else the error a golden model gives for a key
/// it does not take: the field `key`, the lengths it takes as `sizes` says them, and the length
/// it got.
pub(crate) fn key_length(key: &[u8], bytes: &[usize], sizes: &str) -> Result<(), Error> {
    if bytes.contains(&key.len()) {
        Ok(())
    } else {
        Err(Error::field("key", format!("{sizes}, got {} bytes", key.len())))
    }
}

/// `a ⊕ b`, byte by byte.
pub fn xor_blocks<B: BlockBytes>(a: &B, b: &B) -> B {
    let mut out = *a;
    out.as_mut().iter_mut().zip(b.as_ref()).for_each(|(o, b)| *o ^= b);
    out
}

/// The [`BlockCipher`] impl the golden models other than AES share, made from the inherent
/// methods each model's module gives its type: `new`, `encrypt_block`, `decrypt_block`,
/// `round_keys`, `encrypt_traced`/`decrypt_traced` (its round-by-round trace, entries with a
/// `state`) and `encrypt_steps`/`decrypt_steps` (its steps, entries with a `round` and a
/// `step.label()`). The arguments say what else differs: the name, the block type, the
/// rounds, `probe_round(round, decrypt)`, the round the lab's probes give a step (from 1,
/// decryption's round 1 undoing the last round) from the entry's own round number, further
/// trait items if any (a Monte Carlo test, a CAVP reader), and how a step entry's bytes are
/// read (`state` or `bytes()`).
macro_rules! block_cipher_from_traces {
    (
        $cipher:ty,
        name: $name:expr,
        block: $block:ty,
        rounds: $rounds:expr,
        probe_round: $probe_round:expr,
        $(items: { $($items:tt)* },)?
        step_bytes: $($bytes:tt)+
    ) => {
        impl $crate::cipher::BlockCipher for $cipher {
            type Block = $block;
            const NAME: &'static str = $name;

            fn new(key: &[u8]) -> Result<Self, $crate::Error> {
                <$cipher>::new(key)
            }

            fn rounds(&self) -> usize {
                $rounds
            }

            fn encrypt_block(&self, block: &$block) -> $block {
                <$cipher>::encrypt_block(self, block)
            }

            fn decrypt_block(&self, block: &$block) -> $block {
                <$cipher>::decrypt_block(self, block)
            }

            fn encrypt_round_states(&self, block: &$block) -> Vec<$block> {
                self.encrypt_traced(block).into_iter().map(|e| e.state).collect()
            }

            fn decrypt_round_states(&self, block: &$block) -> Vec<$block> {
                self.decrypt_traced(block).into_iter().map(|e| e.state).collect()
            }

            fn round_keys(&self) -> Vec<$block> {
                <$cipher>::round_keys(self)
            }

            fn trace(&self, block: &$block, decrypt: bool) -> Vec<$crate::cipher::TraceStep> {
                let entries = if decrypt {
                    self.decrypt_steps(block)
                } else {
                    self.encrypt_steps(block)
                };
                entries
                    .iter()
                    .map(|e| {
                        let round: u8 = ($probe_round)(e.round, decrypt);
                        $crate::cipher::TraceStep::new(round, e.step.label(), &e.$($bytes)+)
                    })
                    .collect()
            }

            $($($items)*)?
        }
    };
}
pub(crate) use block_cipher_from_traces;

/// The key lengths a cipher's unit tests check: every length of `lengths` makes a key under
/// which a block round-trips (and passes `each`, given the key's length), every length of
/// `refused` is refused with `message(bytes)`.
#[cfg(test)]
pub(crate) fn check_key_lengths<C: BlockCipher<Block = [u8; 16]>>(
    lengths: &[usize],
    refused: &[usize],
    message: impl Fn(usize) -> String,
    each: impl Fn(&C, usize),
) {
    for &bytes in lengths {
        let cipher = C::new(&vec![7; bytes]).unwrap();
        let block = [0x42; 16];
        assert_eq!(cipher.decrypt_block(&cipher.encrypt_block(&block)), block);
        each(&cipher, bytes);
    }
    for &bytes in refused {
        let e = C::new(&vec![0; bytes]).err().expect("refused").to_string();
        assert_eq!(e, message(bytes));
    }
}

#[cfg(test)]
mod tests;
