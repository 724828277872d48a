//! The checks every cipher's trace passes, whatever its steps: the round-by-round trace
//! retraces itself decrypting, and the shared trace (`BlockCipher::trace`) is the cipher's
//! steps numbered as the lab's probes number them.

use sim_core::cipher::{Direction, TraceStep, INVERSE_ROUND_STEP, ROUND_STEP};
use sim_core::hex;
use sim_core::round_trace::RoundEntry;
use sim_core::BlockCipher;
use std::fmt::Debug;

/// A block of the 128-bit ciphers.
type Block = [u8; 16];

/// A cipher's round-by-round trace, encrypting and decrypting (its `encrypt_traced` and
/// `decrypt_traced`), on its own block (16 bytes, 8 for a 64-bit cipher).
pub type Traced<C, V> = [fn(&C, &<C as BlockCipher>::Block) -> Vec<RoundEntry<<C as BlockCipher>::Block, V>>; 2];

/// A round-by-round trace retraces itself: encrypting `plaintext`, `rounds` entries numbered
/// from `first` in order, the last state the ciphertext; decrypting, the last round first,
/// each state the one encryption had before that round (the plaintext before the first) with
/// the same round values, the last the plaintext, so that decryption's states are
/// encryption's in reverse, the ciphertext dropped and the plaintext added. The
/// cipher-generic hook (`encrypt_round_states`, `decrypt_round_states`) gives the same states.
pub fn round_trace_retraces<C: BlockCipher, V: PartialEq + Debug>(
    cipher: &C,
    plaintext: C::Block,
    [encrypt_traced, decrypt_traced]: Traced<C, V>,
    (rounds, first): (usize, usize),
    what: &str,
) {
    let ciphertext = cipher.encrypt_block(&plaintext);
    let forward = encrypt_traced(cipher, &plaintext);
    let backward = decrypt_traced(cipher, &ciphertext);
    assert_eq!(forward.len(), rounds, "{what}");
    assert_eq!(backward.len(), rounds, "{what}");
    assert_eq!(forward.last().unwrap().state, ciphertext, "{what}");
    assert_eq!(backward.last().unwrap().state, plaintext, "{what}");
    for (i, entry) in forward.iter().enumerate() {
        assert_eq!((entry.round as usize, entry.direction), (i + first, Direction::Encrypt));
    }
    // Decrypting undoes the last round first and lands on the state before each round: the
    // state encryption had after the round before, the plaintext before the first.
    for (j, entry) in backward.iter().enumerate() {
        let round = rounds - 1 - j + first;
        assert_eq!((entry.round as usize, entry.direction), (round, Direction::Decrypt));
        let i = round - first;
        let expected = if i == 0 { plaintext } else { forward[i - 1].state };
        assert_eq!(entry.state, expected, "{what}: round {round}");
        assert_eq!(entry.values, forward[i].values, "{what}: round {round}");
    }
    let states: Vec<C::Block> = forward.iter().map(|e| e.state).collect();
    let back: Vec<C::Block> = backward.iter().map(|e| e.state).collect();
    let mut reversed = vec![plaintext];
    reversed.extend_from_slice(&states[..rounds - 1]);
    reversed.reverse();
    assert_eq!(back, reversed, "{what}");
    assert_eq!(cipher.encrypt_round_states(&plaintext), states);
    assert_eq!(cipher.decrypt_round_states(&ciphertext), back);
}

/// A step as the shared trace shows it: the step entry's own round, its label, its bytes.
pub type Step = (u8, &'static str, Vec<u8>);

/// `cipher`'s shared trace is its steps (`encrypt_steps`, `decrypt_steps`, each way `count`
/// of them, each shown as `view` shows it) numbered as the probes number them: from 1 in the
/// order the block meets them, so decryption's round 1 undoes the cipher's last, whose own
/// numbers run from `first` to `rounds - 1 + first`. Its round ends, kept by their label, are
/// the round-by-round trace exactly, the last the ciphertext (the plaintext decrypting).
pub fn shared_trace_is_the_steps<C: BlockCipher<Block = Block>, E>(
    cipher: &C,
    plaintext: Block,
    [encrypt_steps, decrypt_steps]: [fn(&C, &Block) -> Vec<E>; 2],
    view: impl Fn(&E) -> Step,
    (count, rounds, first): (usize, usize, usize),
) {
    let ciphertext = cipher.encrypt_block(&plaintext);
    for decrypt in [false, true] {
        let block = if decrypt { ciphertext } else { plaintext };
        let trace = BlockCipher::trace(cipher, &block, decrypt);
        let steps = if decrypt { decrypt_steps } else { encrypt_steps }(cipher, &block);
        assert_eq!(trace.len(), count);
        for (t, (round, label, bytes)) in trace.iter().zip(steps.iter().map(&view)) {
            let round = round as usize + 1 - first;
            let round = if decrypt { rounds + 1 - round } else { round };
            assert_eq!((t.round as usize, t.step), (round, label));
            assert_eq!(t.state, hex::format(&bytes));
        }
        // The round ends, kept by their label, are the round-by-round trace exactly.
        let label = if decrypt { INVERSE_ROUND_STEP } else { ROUND_STEP };
        let ends: Vec<_> = trace.iter().filter(|t| t.step == label).cloned().collect();
        let states = if decrypt {
            cipher.decrypt_round_states(&block)
        } else {
            cipher.encrypt_round_states(&block)
        };
        let expected: Vec<TraceStep> = states
            .iter()
            .enumerate()
            .map(|(r, s)| TraceStep::new((r + 1) as u8, label, s))
            .collect();
        assert_eq!(ends, expected);
        assert_eq!(trace.last().unwrap().step, label);
        assert_eq!(
            trace.last().unwrap().state,
            hex::format(if decrypt { &plaintext } else { &ciphertext })
        );
    }
}

/// The labels of the shared trace's steps in probe round `round`, of `block` one way.
fn labels<C: BlockCipher>(cipher: &C, block: &C::Block, decrypt: bool, round: u8) -> Vec<&'static str> {
    let trace = BlockCipher::trace(cipher, block, decrypt);
    trace.iter().filter(|t| t.round == round).map(|t| t.step).collect()
}

/// The labels of the shared trace's steps in each probe round of `rounds`, `(round, encrypting
/// plaintext, decrypting ciphertext)`, are those given.
pub fn round_labels_are<C: BlockCipher>(
    cipher: &C,
    (plaintext, ciphertext): (&C::Block, &C::Block),
    rounds: &[(u8, &[&str], &[&str])],
) {
    for &(round, encrypting, decrypting) in rounds {
        assert_eq!(
            labels(cipher, plaintext, false, round),
            encrypting,
            "round {round} encrypting"
        );
        assert_eq!(
            labels(cipher, ciphertext, true, round),
            decrypting,
            "round {round} decrypting"
        );
    }
}

/// The labels of a round-by-round trace under the zero key, of the zero block: encrypting, its
/// first and last entries'; decrypting, its first's.
pub fn end_labels<C: BlockCipher<Block = Block>, V>([encrypt_traced, decrypt_traced]: Traced<C, V>) -> [String; 3] {
    let cipher = C::new(&[0; 16]).unwrap();
    let forward = encrypt_traced(&cipher, &[0; 16]);
    let backward = decrypt_traced(&cipher, &[0; 16]);
    [forward[0].label(), forward.last().unwrap().label(), backward[0].label()]
}

/// A block's steps cut into its rounds and checked: the steps of each round of `rounds` in
/// turn, the round's steps those `of_round(round)` lists, each numbered that round (`round_and_step`
/// gives an entry's), and no step left over. Each round with its entries.
pub fn steps_by_round<'a, E, S: PartialEq + Debug, L: AsRef<[S]>>(
    steps: &'a [E],
    rounds: impl IntoIterator<Item = usize>,
    of_round: impl Fn(usize) -> L,
    round_and_step: impl Fn(&E) -> (usize, S),
    what: &str,
) -> Vec<(usize, &'a [E])> {
    let mut at = 0;
    let mut cut = Vec::new();
    for round in rounds {
        let expected = of_round(round);
        let expected = expected.as_ref();
        let chunk = &steps[at..at + expected.len()];
        at += expected.len();
        let (numbers, labels): (Vec<usize>, Vec<S>) = chunk.iter().map(&round_and_step).unzip();
        assert_eq!(labels, expected, "{what}: round {round}");
        assert!(numbers.iter().all(|&r| r == round), "{what}: round {round}");
        cut.push((round, chunk));
    }
    assert_eq!(at, steps.len(), "{what}");
    cut
}
