// The panel's words about a cipher's parts: which document describes its S-box options (RC6's
// multipliers), what its S-box nets and the rest of its core are (the legend of the toggles
// chart, sbox-nets.ts), what the trace can show of its S-boxes, and where all its options are
// prebuilt together. Each cipher's are its own, in its plug-in (web/src/ciphers/<id>/); a
// cipher without them gets plain words from its implementation axis (registry/ciphers.json).
import { cipherPlugins } from '../ciphers';
import { cipherNamed } from '../cipher-data';
import { implementationOf } from './variants';

export interface ImplementationWords {
  /** Where its S-box options are described. */
  doc: string;
  /** What its S-boxes are, for the intro ("Twofish's S-box options: …"); null when the document says it (AES). */
  sboxes: string | null;
  /** The legend of the S-box part of a bar, after its swatch. */
  sboxLegend: string;
  /** The legend of the rest. */
  restLegend: string;
  /** What the trace shows of its S-boxes: the end of the toggle note. */
  traced: string;
  /** A configuration with all its S-box options prebuilt beside it, and how to say so. */
  everyOption: { id: string; text: string };
}

export interface CipherWords extends ImplementationWords {
  /** The cipher's name: "Twofish". */
  name: string;
}

/** The panel's words for a cipher; a cipher without its own words gets plain ones. */
export function cipherWords(cipher: string): CipherWords {
  const name = cipherNamed(cipher)?.name ?? cipher;
  const own = cipherPlugins.find((p) => p.id === cipher)?.implementation?.words;
  if (own) return { name, ...own };
  const axis = implementationOf(cipher).axis;
  return {
    name,
    doc: 'registry/ciphers.json',
    sboxes: null,
    sboxLegend: `toggles in the ${axis}'s own nets`,
    restLegend: 'the rest of the core',
    traced: '',
    everyOption: { id: '', text: '' },
  };
}

/** "Multiplier implementations compared": the cipher's implementation axis names the panel. */
export function panelTitle(cipher: string): string {
  return sentenceCase(`${implementationOf(cipher).axis} implementations compared`);
}

/** A heading's first letter in capitals ("multiplier latency" → "Multiplier latency"); "S-box" stays. */
export function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
