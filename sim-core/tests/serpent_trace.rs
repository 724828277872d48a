//! The Serpent round trace: 32 states, the last the ciphertext; decryption's states are the
//! encryption's in reverse, ending at the plaintext. The same through the shared trait hook.
//! The steps inside each round (no published vector prints them: the submission's files give
//! only plaintext, key and ciphertext), step by step against the pieces of the model.

use crate::common;

use common::for_random_blocks;
use common::trace::steps_by_round;
use sim_core::serpent::byte_order::{block_to_words, words_to_block};
use sim_core::serpent::linear;
use sim_core::serpent::sbox::{apply_bitslice, INV_SBOXES, SBOXES};
use sim_core::serpent::{Direction, Serpent, Step, StepEntry, ROUNDS};

/// The submission's round R_i by hand from the pieces sim-core's Serpent is made of (its
/// S-boxes, LT and round keys), one step at a time: the states after ⊕ K_i, S_{i mod 8}, and
/// LT (⊕ K_32 in round 31), in the lab's byte order.
fn round_by_hand(serpent: &Serpent, i: usize, before: &[u8; 16]) -> [[u8; 16]; 3] {
    let keys: Vec<[u32; 4]> = serpent.round_keys().iter().map(block_to_words).collect();
    let x = block_to_words(before);
    let mixed: [u32; 4] = core::array::from_fn(|k| x[k] ^ keys[i][k]);
    let substituted = apply_bitslice(&SBOXES[i % 8], mixed);
    let finished = if i == ROUNDS - 1 {
        core::array::from_fn(|k| substituted[k] ^ keys[ROUNDS][k])
    } else {
        linear::transform(substituted)
    };
    [mixed, substituted, finished].map(words_to_block)
}

/// Undoing R_i by hand: LT⁻¹ (⊕ K_32 in round 31), S⁻¹_{i mod 8}, ⊕ K_i.
fn undo_by_hand(serpent: &Serpent, i: usize, after: &[u8; 16]) -> [[u8; 16]; 3] {
    let keys: Vec<[u32; 4]> = serpent.round_keys().iter().map(block_to_words).collect();
    let x = block_to_words(after);
    let undone = if i == ROUNDS - 1 {
        core::array::from_fn(|k| x[k] ^ keys[ROUNDS][k])
    } else {
        linear::inverse(x)
    };
    let substituted = apply_bitslice(&INV_SBOXES[i % 8], undone);
    let mixed: [u32; 4] = core::array::from_fn(|k| substituted[k] ^ keys[i][k]);
    [undone, substituted, mixed].map(words_to_block)
}

#[test]
fn each_rounds_steps_recompose_it_and_end_at_the_round_state() {
    for_random_blocks(0x5e4_57e9, 10, |serpent: &Serpent, plaintext, ciphertext, what| {
        let rounds = serpent.encrypt_traced(&plaintext);
        let steps = serpent.encrypt_steps(&plaintext);
        assert_eq!(steps.len(), 4 * ROUNDS, "{what}");
        let step = |e: &StepEntry| (e.round as usize, e.step);
        let of_round = |i| Step::of_round(i, Direction::Encrypt);
        for (i, chunk) in steps_by_round(&steps, 0..ROUNDS, of_round, step, what) {
            let before = if i == 0 { plaintext } else { rounds[i - 1].state };
            let by_hand = round_by_hand(serpent, i, &before);
            for (e, s) in chunk.iter().zip(&by_hand) {
                assert_eq!(e.state, *s, "{what}: round {i}, {}", e.step.label());
            }
            // The round's last transformation is its state; `out` repeats it.
            assert_eq!(chunk[2].state, chunk[3].state, "{what}: round {i}");
            assert_eq!(chunk[3].state, rounds[i].state, "{what}: round {i}");
        }
        let back_rounds = serpent.decrypt_traced(&ciphertext);
        let back = serpent.decrypt_steps(&ciphertext);
        assert_eq!(back.len(), 4 * ROUNDS, "{what}");
        let of_round = |i| Step::of_round(i, Direction::Decrypt);
        for (i, chunk) in steps_by_round(&back, (0..ROUNDS).rev(), of_round, step, what) {
            let j = ROUNDS - 1 - i;
            let after = if j == 0 { ciphertext } else { back_rounds[j - 1].state };
            let by_hand = undo_by_hand(serpent, i, &after);
            for (e, s) in chunk.iter().zip(&by_hand) {
                assert_eq!(e.state, *s, "{what}: undoing round {i}, {}", e.step.label());
            }
            assert_eq!(chunk[2].state, chunk[3].state, "{what}: round {i}");
            assert_eq!(chunk[3].state, back_rounds[j].state, "{what}: round {i}");
            // Undoing R_i passes through the states R_i passed through: its S⁻¹ layer
            // gives back the key-mixed value R_i's S-boxes took.
            assert_eq!(chunk[1].state, steps[4 * i].state, "{what}: round {i}");
            assert_eq!(chunk[0].state, steps[4 * i + 1].state, "{what}: round {i}");
        }
        assert_eq!(back.last().unwrap().state, plaintext, "{what}");
    });
}
