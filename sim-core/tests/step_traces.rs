//! What every cipher's step trace promises, checked the same way for each (`common::trace`):
//! its round-by-round trace retraces itself decrypting, and the shared trace
//! (`BlockCipher::trace`) is its steps numbered as the lab's probes number them, its round
//! ends the round-by-round trace; then the labels of each cipher's first and last rounds, step by
//! step and round by round. Each cipher's own `*_trace.rs` checks its steps against the cipher's
//! equations.

use crate::common;

use common::for_random_blocks;
use common::trace::{end_labels, round_labels_are, round_trace_retraces, shared_trace_is_the_steps, Step, Traced};
use rand::{rngs::StdRng, Rng, SeedableRng};
use sim_core::rc6::{self, Rc6};
use sim_core::serpent::{self, Serpent};
use sim_core::twofish::{self, Twofish};
use sim_core::{BlockCipher, Error};
use std::fmt::Debug;

type Block = [u8; 16];

/// A cipher's key expansion (its `new`).
type New<C> = fn(&[u8]) -> Result<C, Error>;

/// [`round_trace_retraces`] on 50 random keys of each size, each with a random plaintext.
fn retraces<C: BlockCipher<Block = Block>, V: PartialEq + Debug>(
    traced: Traced<C, V>,
    rounds_from: (usize, usize),
    seed: u64,
) {
    for_random_blocks(seed, 50, |cipher: &C, plaintext, _, what| {
        round_trace_retraces(cipher, plaintext, traced, rounds_from, what);
    });
}

#[test]
fn serpents_trace_retraces_with_the_submissions_round_numbers() {
    let traced: Traced<Serpent, ()> = [Serpent::encrypt_traced, Serpent::decrypt_traced];
    retraces(traced, (serpent::ROUNDS, 0), 0x5e4_74ce);
}

#[test]
fn twofishs_trace_retraces() {
    retraces(
        [Twofish::encrypt_traced, Twofish::decrypt_traced],
        (twofish::ROUNDS, 1),
        0x2f15_74ce,
    );
}

#[test]
fn rc6s_trace_retraces_with_the_same_t_and_u() {
    retraces([Rc6::encrypt_traced, Rc6::decrypt_traced], (rc6::ROUNDS, 1), 0x0c6_74ce);
}

/// A cipher under a random 32-byte key from `seed` and a random plaintext, whose shared trace
/// is its `steps` ([`shared_trace_is_the_steps`]); the cipher, the plaintext and its ciphertext.
fn shared_trace<C: BlockCipher<Block = Block>, E>(
    seed: u64,
    new: New<C>,
    steps: [fn(&C, &Block) -> Vec<E>; 2],
    view: fn(&E) -> Step,
    count_rounds_from: (usize, usize, usize),
) -> (C, Block, Block) {
    let mut rng = StdRng::seed_from_u64(seed);
    let key: [u8; 32] = rng.gen();
    let cipher = new(&key).unwrap();
    let plaintext: Block = rng.gen();
    shared_trace_is_the_steps(&cipher, plaintext, steps, view, count_rounds_from);
    let ciphertext = cipher.encrypt_block(&plaintext);
    (cipher, plaintext, ciphertext)
}

#[test]
fn serpents_shared_trace_is_its_steps_numbered_as_the_probes() {
    let steps = [Serpent::encrypt_steps, Serpent::decrypt_steps];
    let view = |e: &serpent::StepEntry| (e.round, e.step.label(), e.state.to_vec());
    let (serpent, p, c) = shared_trace(
        0x5e4_7ace,
        Serpent::new,
        steps,
        view,
        (4 * serpent::ROUNDS, serpent::ROUNDS, 0),
    );
    round_labels_are(
        &serpent,
        (&p, &c),
        &[
            (
                1,
                &["k_mix", "s_box", "lt", "out"],
                &["ik_mix32", "is_box", "ik_mix", "iout"],
            ),
            (
                32,
                &["k_mix", "s_box", "k_mix32", "out"],
                &["ilt", "is_box", "ik_mix", "iout"],
            ),
        ],
    );
}

#[test]
fn twofishs_shared_trace_is_its_steps_in_order() {
    let steps = [Twofish::encrypt_steps, Twofish::decrypt_steps];
    let view = |e: &twofish::StepEntry| (e.round, e.step.label(), e.bytes());
    let (twofish, p, c) = shared_trace(
        0x2f15_7ace,
        Twofish::new,
        steps,
        view,
        (twofish::STEPS, twofish::ROUNDS, 1),
    );
    for (block, decrypt) in [(p, false), (c, true)] {
        let trace = BlockCipher::trace(&twofish, &block, decrypt);
        let steps = if decrypt {
            twofish.decrypt_steps(&block)
        } else {
            twofish.encrypt_steps(&block)
        };
        for (t, e) in trace.iter().zip(&steps) {
            assert_eq!(t.state.len(), if e.step.is_pair() { 16 } else { 32 });
        }
        // The trace's rounds run 1 to 16 in order.
        assert!(trace.windows(2).all(|w| w[0].round <= w[1].round));
        assert_eq!((trace[0].round, trace[twofish::STEPS - 1].round), (1, 16));
    }
    round_labels_are(
        &twofish,
        (&p, &c),
        &[
            (
                1,
                &["in_white", "g", "pht", "f", "mix", "out"],
                &["iout_white", "ig", "ipht", "if", "imix", "iout"],
            ),
            (
                2,
                &["g", "pht", "f", "mix", "out"],
                &["ig", "ipht", "if", "imix", "iout"],
            ),
            (
                16,
                &["g", "pht", "f", "mix", "out_white", "out"],
                &["ig", "ipht", "if", "imix", "iin_white", "iout"],
            ),
        ],
    );
}

#[test]
fn rc6s_shared_trace_is_its_steps_numbered_as_the_probes() {
    let steps = [Rc6::encrypt_steps, Rc6::decrypt_steps];
    let view = |e: &rc6::StepEntry| (e.round, e.step.label(), e.state.to_vec());
    let (rc6, p, c) = shared_trace(0x0c6_7ace, Rc6::new, steps, view, (rc6::trace::STEPS, rc6::ROUNDS, 1));
    round_labels_are(
        &rc6,
        (&p, &c),
        &[
            (
                1,
                &["pre_white", "xor", "rot", "k_add", "perm", "out"],
                &["ipost_white", "iperm", "ik_add", "irot", "ixor", "iout"],
            ),
            (
                2,
                &["xor", "rot", "k_add", "perm", "out"],
                &["iperm", "ik_add", "irot", "ixor", "iout"],
            ),
            (
                20,
                &["xor", "rot", "k_add", "perm", "post_white", "out"],
                &["iperm", "ik_add", "irot", "ixor", "ipre_white", "iout"],
            ),
        ],
    );
    assert_eq!(<Rc6 as BlockCipher>::NAME, "RC6");
    assert_eq!(BlockCipher::rounds(&rc6), rc6::ROUNDS);
    assert_eq!(BlockCipher::round_keys(&rc6).len(), 11);
}

#[test]
fn round_by_round_labels_number_rounds_as_each_cipher_does() {
    // Serpent's rounds are the submission's R_0..R_31; the others' from 1.
    let serpent: Traced<Serpent, ()> = [Serpent::encrypt_traced, Serpent::decrypt_traced];
    assert_eq!(end_labels(serpent), ["R[ 0].out", "R[31].out", "R^-1[31].out"]);
    let twofish = [Twofish::encrypt_traced, Twofish::decrypt_traced];
    assert_eq!(end_labels(twofish), ["R[ 1].out", "R[16].out", "R^-1[16].out"]);
    let rc6 = [Rc6::encrypt_traced, Rc6::decrypt_traced];
    assert_eq!(end_labels(rc6), ["R[ 1].out", "R[20].out", "R^-1[20].out"]);
}
