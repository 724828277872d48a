//! RC6-32/20/b (Rivest et al., 1998), an AES finalist: the golden model is being written (issue #24).
