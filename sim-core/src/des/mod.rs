//! DES and Triple DES (FIPS 46-3, SP 800-67): the golden model is being written (issue #25).
