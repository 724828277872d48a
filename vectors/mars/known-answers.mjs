// MARS's published known answers: Crypto++'s TestVectors file mars.txt, whose `Test: Encrypt`
// records are the known answers (vectors/README.md: where it comes from, its byte order).
import { testVectorRecords } from '../cryptopp.mjs';

export default {
  file: { path: 'vectors/mars/cryptopp-mars.txt', read: testVectorRecords },
};
