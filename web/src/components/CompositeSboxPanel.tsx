// Moved to AES's plug-in (web/src/ciphers/aes/datapath/CompositeSboxPanel.tsx); this re-export
// serves the lessons' S-box table widget until it imports it from there.
export { CompositeSboxPanel } from '../ciphers/aes/datapath/CompositeSboxPanel';
