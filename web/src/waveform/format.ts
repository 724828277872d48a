// A signal's value as people read it in a waveform: a 1-bit signal as its bit, a bus as
// hexadecimal. VCD values carry four states (IEEE 1364-2005 §18.2.1: 0, 1, x, z), so a hex
// digit whose four bits are all x reads 'x' (all z: 'z'), and one with only some of its bits
// unknown reads 'X' (some z: 'Z'), as GTKWave shows them.

/** One hex digit for up to four bits (most significant first). */
function hexDigit(bits: string): string {
  if (/^[01]+$/.test(bits)) return parseInt(bits, 2).toString(16);
  if (/^x+$/.test(bits)) return 'x';
  if (/^z+$/.test(bits)) return 'z';
  return bits.includes('x') ? 'X' : 'Z';
}

/** `bits` (most significant first, as the VCD reader returns them) as the viewer shows it. */
export function formatValue(bits: string): string {
  if (bits.length === 1) return bits;
  let out = '';
  // Digits from the least significant end; the top digit may hold fewer than four bits.
  for (let end = bits.length; end > 0; end -= 4) out = hexDigit(bits.slice(Math.max(0, end - 4), end)) + out;
  return out;
}

/** Whether any bit of the value is unknown or undriven (drawn as such). */
export function isUnknown(bits: string): boolean {
  return /[xz]/.test(bits);
}
