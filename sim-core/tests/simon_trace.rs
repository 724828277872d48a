//! The SIMON models' traces and inverses: decryption undoes encryption on random keys and blocks
//! of every key length; the round-by-round trace retraces itself (`common::trace`), its last
//! state the ciphertext, each line with its round key k_{i−1}; the
//! shared trace is one `out` (`iout`) step a round, numbered as the probes number rounds.

use crate::common;

use common::for_random_keys;
use common::trace::round_trace_retraces;
use rand::Rng;
use sim_core::cipher::{INVERSE_ROUND_STEP, ROUND_STEP};
use sim_core::simon::byte_order::block_to_words;
use sim_core::simon::{Simon, Simon128, Simon64};
use sim_core::BlockCipher;

const SEED: u64 = 0x0074_7261_6365; // "trace"

fn check<const B: usize>(seed: u64)
where
    Simon<B>: BlockCipher<Block = [u8; B]>,
{
    let traced = [Simon::<B>::encrypt_traced, Simon::<B>::decrypt_traced];
    for_random_keys(seed, &Simon::<B>::key_bytes(), 100, |key, rng, what| {
        let simon = Simon::<B>::new(key).unwrap();
        let plaintext: [u8; B] = std::array::from_fn(|_| rng.gen());
        let ciphertext = simon.encrypt_block(&plaintext);
        assert_eq!(simon.decrypt_block(&ciphertext), plaintext, "{what}");
        let rounds = simon.parameters().rounds;
        round_trace_retraces(&simon, plaintext, traced, (rounds, 1), what);
        let forward = simon.encrypt_traced(&plaintext);
        assert_eq!(forward.last().unwrap().state, ciphertext, "{what}");
        let keys: Vec<u64> = forward.iter().map(|e| e.values).collect();
        assert_eq!(keys, simon.round_key_words(), "{what}: each round's key");
        // The shared trace: one step a round, rounds from 1 in the order the block meets them.
        let shared = BlockCipher::trace(&simon, &ciphertext, true);
        assert_eq!(shared.len(), rounds);
        assert!(shared
            .iter()
            .enumerate()
            .all(|(i, s)| s.round as usize == i + 1 && s.step == INVERSE_ROUND_STEP));
        assert!(BlockCipher::trace(&simon, &plaintext, false)
            .iter()
            .all(|s| s.step == ROUND_STEP));
        // Round keys: R blocks, each k_i in x's place.
        let keys = BlockCipher::round_keys(&simon);
        assert_eq!(keys.len(), rounds);
        assert_eq!(
            block_to_words(&keys[rounds - 1]),
            (simon.round_key_words()[rounds - 1], 0)
        );
    });
}

#[test]
fn simon64_traces_and_inverts() {
    check::<8>(SEED);
}

#[test]
fn simon128_traces_and_inverts() {
    check::<16>(SEED ^ 1);
}

#[test]
fn the_last_round_keys_run_back_to_the_key() {
    for key_bytes in [16, 12] {
        let simon = Simon64::new(&vec![0x5a; key_bytes]).unwrap();
        let p = simon.parameters();
        let back = sim_core::simon::key_schedule::backwards(&p, simon.last_round_keys());
        assert_eq!(back, simon.round_key_words());
    }
    let simon = Simon128::new(&[0xa5; 16]).unwrap();
    assert_eq!(simon.last_round_keys().len(), 2);
}
