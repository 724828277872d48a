// Moved to AES's plug-in (web/src/ciphers/aes/datapath/composite-sbox.ts); this re-export
// serves the lessons' S-box table widget until it imports it from there.
export { compositeSbox } from '../ciphers/aes/datapath/composite-sbox';
