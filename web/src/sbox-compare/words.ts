// The panel's words about a cipher's parts: which document describes its S-box options (RC6's
// multipliers), what its S-box nets and the rest of its core are (the legend of the toggles chart, sbox-nets.ts),
// what the trace can show of its S-boxes, and where all its options are prebuilt together.
// AES's are the panel's words from before there were other ciphers.
import ciphers from '@registry/ciphers.json';
import { implementationOf } from './variants';

export interface CipherWords {
  /** The cipher's name: "Twofish". */
  name: string;
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

const words: Record<string, Omit<CipherWords, 'name'>> = {
  aes: {
    doc: 'hdl/doc/sboxes.md',
    sboxes: null,
    sboxLegend: "toggles in the S-boxes' own nets, SubBytes' and the key schedule's",
    restLegend: 'the rest of the core: state and key registers, ShiftRows, MixColumns, AddRoundKey, control',
    traced:
      'A LUT or LUT-RAM S-box is one table read with no nets inside (the two switch alike here, bit for bit), the ' +
      'composite field computes in functions between named stages, and Boyar–Peralta names every gate. A registered ' +
      "S-box (block RAM, the five-stage composite) closes the round loop in place of the register after AddRoundKey (sim-core's " +
      'register layout): there, part of what that register switches is in the S-box nets.',
    everyOption: {
      id: 'aes128-enc-lu1-lut-online-all',
      text: 'All six S-boxes are prebuilt as LU-1 AES-128 encryption',
    },
  },
  serpent: {
    doc: 'hdl/doc/serpent.md',
    sboxes: "one, 4-bit S-boxes in logic on each of the state's 32 bit columns",
    sboxLegend: "toggles in the S-boxes' own nets, the round's S-box layer and the key schedule's",
    restLegend: 'the rest of the core: state and key registers, the linear transformation, key mixing, control',
    traced:
      "Serpent's S-box layer is simulated in its word form (serpent_sbox_layer.sv: the chosen S-box's table, the " +
      'input and output words, minterm masks), not the per-column look-up synthesis maps: its S-box nets switch as ' +
      'that form does.',
    everyOption: {
      id: 'serpent128-enc-lu1-lut-online-all',
      text: 'Serpent has one S-box option, prebuilt as LU-1 Serpent-128 encryption',
    },
  },
  twofish: {
    doc: 'hdl/doc/twofish.md',
    sboxes:
      'the key-dependent S-boxes of both g functions, computed from q0/q1 and the S-box key every cycle, or read ' +
      "from four 256-byte tables the key setup fills (the Twofish paper's full keying)",
    sboxLegend: "toggles in the key-dependent S-boxes' own nets, both g functions'",
    restLegend: 'the rest of the core: MDS, PHT, subkey addition, whitening, registers, key setup, control',
    traced:
      "Twofish's q0/q1 path is a function (twofish_pkg::sbox_byte) with no nets inside, and a table's contents are no " +
      "net: the S-box nets are g's input words and its eight output bytes, the same bytes from the same inputs either " +
      'way, so the two options switch alike there, bit for bit, and only synthesis tells them apart. The whole ' +
      "cores differ by a lint net of the computing g alone (twofish_g.sv's unused, an XOR of the ports it ignores, " +
      'the clock among them, which synthesis removes): two toggles a cycle. Filling the tables costs key-setup ' +
      'cycles, not switching in the steady state.',
    everyOption: {
      id: 'twofish128-enc-lu1-lut-online-all',
      text: "Both of Twofish's S-box options are prebuilt as LU-1 Twofish-128 encryption",
    },
  },
  rc6: {
    doc: 'hdl/doc/rc6.md',
    sboxes:
      "f(x) = x(2x + 1) mod 2³², twice a round (t from B, u from D), as Elbirt et al.'s folded 31-bit squarer " +
      '(2x² + x from x[30:0], adders in LUTs and carry chains), a * that synthesis maps to DSP blocks, or a plain ' +
      'array multiplier in LUTs, 32 shifted rows summed (hdl/rtl/rc6/rc6_quadratic.sv)',
    sboxLegend: "toggles in the multipliers' own nets, f(B)'s and f(D)'s, and their products",
    restLegend:
      'the rest of the core: rotations, key additions, whitening, the table S[0..43], registers, key setup, control',
    traced:
      "A multiplier's nets are what its RTL names: the squarer's sixteen partial-product rows and their sum, the " +
      "array multiplier's 2x + 1 beside its product, and for * the product alone, one expression with no nets " +
      'inside; so the share follows how each is written more than what it costs. All three compute the same t and ' +
      'u from the same words, and the key setup is the same 132 steps whatever the multiplier.',
    everyOption: {
      id: 'rc6128-enc-lu1-sq-online-all',
      text: "All three of RC6's multipliers are prebuilt as LU-1 RC6-128 encryption",
    },
  },
};

const names = new Map<string, string>(ciphers.ciphers.map((c) => [c.id, c.name] as const));

/** The panel's words for a cipher; a cipher without its own words gets plain ones. */
export function cipherWords(cipher: string): CipherWords {
  const name = names.get(cipher) ?? cipher;
  const own = Object.hasOwn(words, cipher) ? words[cipher] : undefined;
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

/** "S-box implementations compared": the cipher's implementation axis names the panel. */
export function panelTitle(cipher: string): string {
  return `${implementationOf(cipher).axis} implementations compared`;
}
