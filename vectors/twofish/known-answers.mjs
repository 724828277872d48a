// Twofish's published known answers: Crypto++'s twofishv.dat, one `key plaintext ciphertext`
// line a vector (vectors/README.md: where it comes from, its byte order).
import { keyPlaintextCiphertextLines } from '../cryptopp.mjs';

export default {
  file: { path: 'vectors/twofish/cryptopp-twofishv.dat', read: keyPlaintextCiphertextLines },
};
