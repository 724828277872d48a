//! What every golden model's traces promise the lab, whatever the cipher, through the one
//! trait the views read (`sim_core::cipher::BlockCipher`): the round-by-round states end at the
//! ciphertext (or the plaintext, decrypting), decryption passes back through encryption's
//! states in reverse, and the step-by-step trace holds those states as its `out` (`iout`)
//! steps, rounds numbered from 1 in the order the block meets them, never going back. Each
//! model's own trace tests check what is its own (the steps' contents, the papers' values).

use rand::{rngs::StdRng, Rng, SeedableRng};
use sim_core::cipher::{BlockCipher, INVERSE_ROUND_STEP, ROUND_STEP};
use sim_core::des::{Des, TripleDes};
use sim_core::hex;
use sim_core::mars::Mars;
use sim_core::rc6::Rc6;
use sim_core::serpent::Serpent;
use sim_core::twofish::Twofish;

/// Twenty random keys of each length and a block each, for cipher `C`.
fn check<C: BlockCipher>(key_lengths: &[usize], seed: u64) {
    let mut rng = StdRng::seed_from_u64(seed);
    for &length in key_lengths {
        for _ in 0..20 {
            let key: Vec<u8> = (0..length).map(|_| rng.gen()).collect();
            let cipher = C::new(&key).unwrap();
            let mut plaintext = C::Block::default();
            rng.fill(plaintext.as_mut());
            let ciphertext = cipher.encrypt_block(&plaintext);
            let what = format!("{} key {key:02x?} (seed {seed:#x})", C::NAME);
            let rounds = cipher.rounds();

            let forward = cipher.encrypt_round_states(&plaintext);
            let backward = cipher.decrypt_round_states(&ciphertext);
            assert_eq!((forward.len(), backward.len()), (rounds, rounds), "{what}");
            assert_eq!(forward.last(), Some(&ciphertext), "{what}");
            assert_eq!(backward.last(), Some(&plaintext), "{what}");
            assert_eq!(cipher.decrypt_block(&ciphertext), plaintext, "{what}");
            // Decrypting undoes the last round first and lands on the state before each round.
            for j in 0..rounds - 1 {
                assert_eq!(
                    backward[j],
                    forward[rounds - 2 - j],
                    "{what}: decryption round {}",
                    j + 1
                );
            }

            for (decrypt, input, states, label) in [
                (false, &plaintext, &forward, ROUND_STEP),
                (true, &ciphertext, &backward, INVERSE_ROUND_STEP),
            ] {
                let trace = cipher.trace(input, decrypt);
                assert!(
                    trace.windows(2).all(|w| w[0].round <= w[1].round),
                    "{what}: rounds go back"
                );
                assert_eq!(trace.first().map(|s| s.round), Some(1), "{what}");
                let ends: Vec<_> = trace.iter().filter(|s| s.step == label).collect();
                assert_eq!(ends.len(), rounds, "{what}: {label} steps");
                for (i, (end, state)) in ends.iter().zip(states).enumerate() {
                    assert_eq!(end.round as usize, i + 1, "{what}: {label} {i}");
                    assert_eq!(
                        end.state,
                        hex::format(state.as_ref()),
                        "{what}: {label} of round {}",
                        i + 1
                    );
                }
            }
        }
    }
}

#[test]
fn serpent() {
    check::<Serpent>(&[16, 24, 32], 0x5e_7a11);
}

#[test]
fn twofish() {
    check::<Twofish>(&[16, 24, 32], 0x2f_7a11);
}

#[test]
fn rc6() {
    check::<Rc6>(&[16, 24, 32], 0x0c6_7a11);
}

#[test]
fn mars() {
    check::<Mars>(&[16, 20, 24, 32, 56], 0x3a_7a11);
}

#[test]
fn des_and_triple_des() {
    check::<Des>(&[8], 0xde_7a11);
    check::<TripleDes>(&[8, 16, 24], 0x3de_7a11);
}
