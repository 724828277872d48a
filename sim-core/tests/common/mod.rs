//! Paths to the shared `vectors/` folder for the integration tests.
#![allow(dead_code)]

use std::path::PathBuf;

pub fn vectors_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../vectors")
}

pub fn read_vector_file(relative: &str) -> String {
    let path = vectors_dir().join(relative);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}
