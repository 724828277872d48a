//! What the integration tests share: paths to the `vectors/` folder, random keys, and the
//! checks every cipher's trace passes ([`trace`]).
#![allow(dead_code)]

pub mod trace;

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::path::PathBuf;

pub fn vectors_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../vectors")
}

pub fn read_vector_file(relative: &str) -> String {
    let path = vectors_dir().join(relative);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// `count` random keys of each length in `key_bytes`, drawn from `seed`, each passed to
/// `case` with the generator (for whatever else the case draws, after its key) and a label
/// for messages, `key [..] (seed 0x..)`.
pub fn for_random_keys(seed: u64, key_bytes: &[usize], count: usize, mut case: impl FnMut(&[u8], &mut StdRng, &str)) {
    let mut rng = StdRng::seed_from_u64(seed);
    for &bytes in key_bytes {
        for _ in 0..count {
            let key: Vec<u8> = (0..bytes).map(|_| rng.gen()).collect();
            let what = format!("key {key:02x?} (seed {seed:#x})");
            case(&key, &mut rng, &what);
        }
    }
}
