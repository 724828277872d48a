//! The Serpent round trace: 32 states, the last the ciphertext; decryption's states are the
//! encryption's in reverse, ending at the plaintext. The same through the shared trait hook.

use rand::{rngs::StdRng, Rng, SeedableRng};
use sim_core::serpent::{Direction, Serpent, ROUNDS};
use sim_core::BlockCipher;

#[test]
fn encryption_trace_ends_at_the_ciphertext_and_decryption_retraces_it() {
    let seed = 0x5e4_74ce;
    let mut rng = StdRng::seed_from_u64(seed);
    for key_bytes in [16, 24, 32] {
        for _ in 0..50 {
            let key: Vec<u8> = (0..key_bytes).map(|_| rng.gen()).collect();
            let serpent = Serpent::new(&key).unwrap();
            let plaintext: [u8; 16] = rng.gen();
            let ciphertext = serpent.encrypt_block(&plaintext);
            let forward = serpent.encrypt_traced(&plaintext);
            let backward = serpent.decrypt_traced(&ciphertext);
            let what = format!("key {key:02x?} (seed {seed:#x})");
            assert_eq!(forward.len(), ROUNDS, "{what}");
            assert_eq!(backward.len(), ROUNDS, "{what}");
            assert_eq!(forward.last().unwrap().state, ciphertext, "{what}");
            assert_eq!(backward.last().unwrap().state, plaintext, "{what}");
            for (i, entry) in forward.iter().enumerate() {
                assert_eq!((entry.round as usize, entry.direction), (i, Direction::Encrypt));
            }
            // Decrypting undoes round 31 first and lands on the state before each round: the
            // state encryption had after the round before.
            for (j, entry) in backward.iter().enumerate() {
                let round = ROUNDS - 1 - j;
                assert_eq!((entry.round as usize, entry.direction), (round, Direction::Decrypt));
                let expected = if round == 0 {
                    plaintext
                } else {
                    forward[round - 1].state
                };
                assert_eq!(entry.state, expected, "{what}: round {round}");
            }
            // The cipher-generic hook gives the same states.
            let states: Vec<[u8; 16]> = forward.iter().map(|e| e.state).collect();
            assert_eq!(serpent.encrypt_round_states(&plaintext), states);
            let back: Vec<[u8; 16]> = backward.iter().map(|e| e.state).collect();
            assert_eq!(serpent.decrypt_round_states(&ciphertext), back);
        }
    }
}

#[test]
fn trace_labels() {
    let serpent = Serpent::new(&[0; 16]).unwrap();
    let forward = serpent.encrypt_traced(&[0; 16]);
    assert_eq!(forward[0].label(), "R[ 0].out");
    assert_eq!(forward[31].label(), "R[31].out");
    assert_eq!(serpent.decrypt_traced(&[0; 16])[0].label(), "R^-1[31].out");
}
