//! MARS (Burwick et al., IBM, 1998), an AES finalist: the golden model is being written (issue #25).
