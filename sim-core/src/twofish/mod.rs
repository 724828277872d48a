//! Twofish (Schneier et al., 1998), an AES finalist: the golden model is being written (issue #24).
