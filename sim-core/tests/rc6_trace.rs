//! The RC6 round trace: 20 states, the last the ciphertext; decryption's states are the
//! encryption's in reverse, ending at the plaintext. The same through the shared trait hook.
//! The steps inside each round (no published vector prints them: the paper gives only key,
//! plaintext and ciphertext), step by step against the paper's equations, and the squarer
//! form of the quadratic function against the product form.

use crate::common;

use common::for_random_blocks;
use common::trace::steps_by_round;
use rand::{rngs::StdRng, Rng, SeedableRng};
use sim_core::rc6::byte_order::{block_to_words, words_to_block};
use sim_core::rc6::trace::STEPS;
use sim_core::rc6::{quadratic, rotation};
use sim_core::rc6::{Direction, Rc6, Step, StepEntry, ROUNDS};
use sim_core::BlockCipher;

#[test]
fn step_counts() {
    let rc6 = Rc6::new(&[0; 16]).unwrap();
    assert_eq!(STEPS, 102);
    assert_eq!(rc6.encrypt_steps(&[0; 16]).len(), STEPS);
    assert_eq!(rc6.decrypt_steps(&[0; 16]).len(), STEPS);
    for round in 1..=ROUNDS {
        let n = if round == 1 || round == ROUNDS { 6 } else { 5 };
        assert_eq!(Step::of_round(round, Direction::Encrypt).len(), n);
        assert_eq!(Step::of_round(round, Direction::Decrypt).len(), n);
    }
    let total: usize = (1..=ROUNDS).map(|r| Step::of_round(r, Direction::Encrypt).len()).sum();
    assert_eq!(total, STEPS);
}

/// The paper's round i by hand from the key's round-key words: the states after xor, rot,
/// k_add and perm, with t and u, from the state before the round (pre-whitened in round 1).
fn round_by_hand(s: &[u32; 44], i: usize, before: [u32; 4]) -> (u32, u32, [[u32; 4]; 4]) {
    let [a, b, c, d] = before;
    let t = quadratic::f_squarer(b).rotate_left(5);
    let u = quadratic::f_squarer(d).rotate_left(5);
    let xored = [a ^ t, b, c ^ u, d];
    let rotated = [xored[0].rotate_left(u & 31), b, xored[2].rotate_left(t & 31), d];
    let keyed = [
        rotated[0].wrapping_add(s[2 * i]),
        b,
        rotated[2].wrapping_add(s[2 * i + 1]),
        d,
    ];
    let permuted = [keyed[1], keyed[2], keyed[3], keyed[0]];
    (t, u, [xored, rotated, keyed, permuted])
}

#[test]
fn each_rounds_steps_recompose_it_and_decryption_passes_through_the_same_states() {
    for_random_blocks(0x0c6_57e9, 10, |rc6: &Rc6, plaintext, ciphertext, what| {
        let s = rc6.subkeys();
        let steps = rc6.encrypt_steps(&plaintext);
        assert_eq!(steps.len(), STEPS, "{what}");

        let [a, b, c, d] = block_to_words(&plaintext);
        let mut state = [a, b.wrapping_add(s[0]), c, d.wrapping_add(s[1])];
        let step = |e: &StepEntry| (e.round as usize, e.step);
        let of_round = |i| Step::of_round(i, Direction::Encrypt);
        for (i, chunk) in steps_by_round(&steps, 1..=ROUNDS, of_round, step, what) {
            let mut chunk = chunk.iter();
            if i == 1 {
                assert_eq!(chunk.next().unwrap().state, words_to_block(state), "{what}: pre_white");
            }
            let (t, u, by_hand) = round_by_hand(&s, i, state);
            for expected in by_hand {
                let e = chunk.next().unwrap();
                assert_eq!(
                    e.state,
                    words_to_block(expected),
                    "{what}: round {i}, {}",
                    e.step.label()
                );
                assert_eq!((e.t, e.u), (t, u), "{what}: round {i}");
            }
            state = by_hand[3];
            if i == ROUNDS {
                state[0] = state[0].wrapping_add(s[42]);
                state[2] = state[2].wrapping_add(s[43]);
                assert_eq!(chunk.next().unwrap().state, words_to_block(state), "{what}: post_white");
            }
            let out = chunk.next().unwrap();
            assert_eq!(
                (out.step, out.state),
                (Step::Out, words_to_block(state)),
                "{what}: round {i}"
            );
        }
        assert_eq!(words_to_block(state), ciphertext, "{what}");

        // Each inverse step leaves the state encryption had before the step it undoes:
        // the decryption's steps, `iout` left out, are the encryption's states in reverse,
        // shifted by one (ending at the plaintext).
        let back = rc6.decrypt_steps(&ciphertext);
        assert_eq!(back.len(), STEPS, "{what}");
        let of_round = |i| Step::of_round(i, Direction::Decrypt);
        steps_by_round(&back, (1..=ROUNDS).rev(), of_round, step, what);
        let forward: Vec<[u8; 16]> = std::iter::once(plaintext)
            .chain(steps.iter().filter(|e| e.step != Step::Out).map(|e| e.state))
            .collect();
        let undone: Vec<[u8; 16]> = back
            .iter()
            .filter(|e| e.step != Step::InvOut)
            .map(|e| e.state)
            .collect();
        let mut expected = forward[..forward.len() - 1].to_vec();
        expected.reverse();
        assert_eq!(undone, expected, "{what}");
        // And each round's t and u are the encryption's.
        for (e, f) in back.iter().zip(steps.iter().rev()) {
            assert_eq!((e.round, e.t, e.u), (f.round, f.t, f.u), "{what}");
        }
    });
}

#[test]
fn the_squarer_form_equals_the_product_form() {
    let edges = [
        0,
        1,
        2,
        3,
        0x7fff_ffff,
        0x8000_0000,
        0x8000_0001,
        0xffff_fffe,
        0xffff_ffff,
    ];
    let mut rng = StdRng::seed_from_u64(0x0c6_5a0e);
    let random = (0..100_000).map(|_| rng.gen::<u32>()).collect::<Vec<_>>();
    for x in edges.into_iter().chain(random) {
        assert_eq!(quadratic::f_squarer(x), quadratic::f_product(x), "{x:#x}");
        assert_eq!(quadratic::folded_square_low31(x), quadratic::square_low31(x), "{x:#x}");
    }
    // x = −1: (−1)·(−2 + 1) = 1; x = 2^31: 2·2^62 + 2^31 ≡ 2^31.
    assert_eq!(quadratic::f_product(0xffff_ffff), 1);
    assert_eq!(quadratic::f_squarer(0x8000_0000), 0x8000_0000);
}

#[test]
fn the_barrel_shifter_is_the_rotation() {
    let mut rng = StdRng::seed_from_u64(0x0c6_b0b0);
    for _ in 0..10_000 {
        let x: u32 = rng.gen();
        let amount: u32 = rng.gen();
        assert_eq!(rotation::rotate_left(x, amount), x.rotate_left(amount & 31));
        assert_eq!(rotation::rotate_right(x, amount), x.rotate_right(amount & 31));
    }
}

#[test]
fn the_trait_refuses_a_15_byte_key_naming_the_key() {
    let e = <Rc6 as BlockCipher>::new(&[0; 15]).unwrap_err().to_string();
    assert!(e.starts_with("key: ") && e.contains("got 15 bytes"), "{e}");
}
