//! The RC6 round trace: 20 states, the last the ciphertext; decryption's states are the
//! encryption's in reverse, ending at the plaintext. The same through the shared trait hook.
//! The steps inside each round (no published vector prints them: the paper gives only key,
//! plaintext and ciphertext), step by step against the paper's equations, and the squarer
//! form of the quadratic function against the product form.

use rand::{rngs::StdRng, Rng, SeedableRng};
use sim_core::cipher::{TraceStep, INVERSE_ROUND_STEP, ROUND_STEP};
use sim_core::hex;
use sim_core::rc6::byte_order::{block_to_words, words_to_block};
use sim_core::rc6::trace::STEPS;
use sim_core::rc6::{quadratic, rotation};
use sim_core::rc6::{Direction, Rc6, Step, ROUNDS};
use sim_core::BlockCipher;

fn random_key(rng: &mut StdRng, bytes: usize) -> Vec<u8> {
    (0..bytes).map(|_| rng.gen()).collect()
}

#[test]
fn encryption_trace_ends_at_the_ciphertext_and_decryption_retraces_it() {
    let seed = 0x0c6_74ce;
    let mut rng = StdRng::seed_from_u64(seed);
    for key_bytes in [16, 24, 32] {
        for _ in 0..50 {
            let key = random_key(&mut rng, key_bytes);
            let rc6 = Rc6::new(&key).unwrap();
            let plaintext: [u8; 16] = rng.gen();
            let ciphertext = rc6.encrypt_block(&plaintext);
            let forward = rc6.encrypt_traced(&plaintext);
            let backward = rc6.decrypt_traced(&ciphertext);
            let what = format!("key {key:02x?} (seed {seed:#x})");
            assert_eq!(forward.len(), ROUNDS, "{what}");
            assert_eq!(backward.len(), ROUNDS, "{what}");
            assert_eq!(forward.last().unwrap().state, ciphertext, "{what}");
            assert_eq!(backward.last().unwrap().state, plaintext, "{what}");
            for (i, entry) in forward.iter().enumerate() {
                assert_eq!((entry.round as usize, entry.direction), (i + 1, Direction::Encrypt));
            }
            // Decrypting undoes round 20 first and lands on the state before each round: the
            // state encryption had after the round before (the plaintext before round 1). Its
            // t and u are the encryption's.
            for (j, entry) in backward.iter().enumerate() {
                let round = ROUNDS - j;
                assert_eq!((entry.round as usize, entry.direction), (round, Direction::Decrypt));
                let expected = if round == 1 {
                    plaintext
                } else {
                    forward[round - 2].state
                };
                assert_eq!(entry.state, expected, "{what}: round {round}");
                let f = &forward[round - 1];
                assert_eq!(entry.values, f.values, "{what}: round {round}"); // (t, u)
            }
            // Decrypt trace states are the encrypt ones in reverse (the ciphertext dropped, the
            // plaintext added).
            let states: Vec<[u8; 16]> = forward.iter().map(|e| e.state).collect();
            let back: Vec<[u8; 16]> = backward.iter().map(|e| e.state).collect();
            let mut reversed = vec![plaintext];
            reversed.extend_from_slice(&states[..ROUNDS - 1]);
            reversed.reverse();
            assert_eq!(back, reversed, "{what}");
            // The cipher-generic hook gives the same states.
            assert_eq!(rc6.encrypt_round_states(&plaintext), states);
            assert_eq!(rc6.decrypt_round_states(&ciphertext), back);
        }
    }
}

#[test]
fn trace_labels_and_step_counts() {
    let rc6 = Rc6::new(&[0; 16]).unwrap();
    let forward = rc6.encrypt_traced(&[0; 16]);
    assert_eq!(forward[0].label(), "R[ 1].out");
    assert_eq!(forward[19].label(), "R[20].out");
    assert_eq!(rc6.decrypt_traced(&[0; 16])[0].label(), "R^-1[20].out");
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
    let seed = 0x0c6_57e9;
    let mut rng = StdRng::seed_from_u64(seed);
    for key_bytes in [16, 24, 32] {
        for _ in 0..10 {
            let key = random_key(&mut rng, key_bytes);
            let rc6 = Rc6::new(&key).unwrap();
            let s = rc6.subkeys();
            let plaintext: [u8; 16] = rng.gen();
            let ciphertext = rc6.encrypt_block(&plaintext);
            let what = format!("key {key:02x?} (seed {seed:#x})");
            let steps = rc6.encrypt_steps(&plaintext);
            assert_eq!(steps.len(), STEPS, "{what}");

            let [a, b, c, d] = block_to_words(&plaintext);
            let mut state = [a, b.wrapping_add(s[0]), c, d.wrapping_add(s[1])];
            let mut k = 0;
            for i in 1..=ROUNDS {
                let labels = Step::of_round(i, Direction::Encrypt);
                let chunk = &steps[k..k + labels.len()];
                k += labels.len();
                let got: Vec<Step> = chunk.iter().map(|e| e.step).collect();
                assert_eq!(got, labels, "{what}: round {i}");
                assert!(chunk.iter().all(|e| e.round as usize == i), "{what}: round {i}");
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
            let mut k = 0;
            for i in (1..=ROUNDS).rev() {
                let labels = Step::of_round(i, Direction::Decrypt);
                let got: Vec<Step> = back[k..k + labels.len()].iter().map(|e| e.step).collect();
                assert_eq!(got, labels, "{what}: round {i}");
                k += labels.len();
            }
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
        }
    }
}

#[test]
fn the_shared_trace_is_the_steps_numbered_as_the_probes_with_the_round_ends_unchanged() {
    let mut rng = StdRng::seed_from_u64(0x0c6_7ace);
    let key: [u8; 32] = rng.gen();
    let rc6 = Rc6::new(&key).unwrap();
    let plaintext: [u8; 16] = rng.gen();
    let ciphertext = rc6.encrypt_block(&plaintext);
    for decrypt in [false, true] {
        let block = if decrypt { ciphertext } else { plaintext };
        let trace = BlockCipher::trace(&rc6, &block, decrypt);
        let steps = if decrypt {
            rc6.decrypt_steps(&block)
        } else {
            rc6.encrypt_steps(&block)
        };
        assert_eq!(trace.len(), STEPS);
        for (t, e) in trace.iter().zip(&steps) {
            let round = if decrypt {
                ROUNDS + 1 - e.round as usize
            } else {
                e.round as usize
            };
            assert_eq!((t.round as usize, t.step), (round, e.step.label()));
            assert_eq!(t.state, hex::format(&e.state));
        }
        let label = if decrypt { INVERSE_ROUND_STEP } else { ROUND_STEP };
        let ends: Vec<_> = trace.iter().filter(|t| t.step == label).cloned().collect();
        let states = if decrypt {
            rc6.decrypt_round_states(&block)
        } else {
            rc6.encrypt_round_states(&block)
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
    let labels = |decrypt: bool, round: u8| -> Vec<&str> {
        let block = if decrypt { ciphertext } else { plaintext };
        let trace = BlockCipher::trace(&rc6, &block, decrypt);
        trace.iter().filter(|t| t.round == round).map(|t| t.step).collect()
    };
    assert_eq!(labels(false, 1), ["pre_white", "xor", "rot", "k_add", "perm", "out"]);
    assert_eq!(labels(false, 2), ["xor", "rot", "k_add", "perm", "out"]);
    assert_eq!(labels(false, 20), ["xor", "rot", "k_add", "perm", "post_white", "out"]);
    assert_eq!(
        labels(true, 1),
        ["ipost_white", "iperm", "ik_add", "irot", "ixor", "iout"]
    );
    assert_eq!(labels(true, 2), ["iperm", "ik_add", "irot", "ixor", "iout"]);
    assert_eq!(
        labels(true, 20),
        ["iperm", "ik_add", "irot", "ixor", "ipre_white", "iout"]
    );
    assert_eq!(<Rc6 as BlockCipher>::NAME, "RC6");
    assert_eq!(BlockCipher::rounds(&rc6), ROUNDS);
    assert_eq!(BlockCipher::round_keys(&rc6).len(), 11);
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
