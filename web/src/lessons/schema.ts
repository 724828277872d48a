// What a loaded lesson is: the data the build validates (load.ts) and the page renders.
// Plain JSON all the way down, so the build can hand it to the page as a module.

/** Inline text: markdown's phrasing content (CommonMark §6) that lessons use, as data. */
export type Inline =
  | { t: 'text'; v: string }
  | { t: 'em' | 'strong'; c: Inline[] }
  | { t: 'code'; v: string }
  | { t: 'link'; href: string; c: Inline[] };

/** A list inside a list item (CommonMark §5.2–5.3), after the item's own text. */
export interface NestedList {
  t: 'list';
  ordered: boolean;
  items: ListItem[];
}

/** A list item: its text, then any lists nested in it. A flat list's item is just its text. */
export type ListItem = (Inline | NestedList)[];

export const modeNames = ['ecb', 'ctr', 'cbc', 'cfb', 'ofb', 'interleavedCbc', 'multiStreamCbc'] as const;
export type ModeName = (typeof modeNames)[number];

export const widgetTypes = [
  'occupancy',
  'datapath',
  'state-matrix',
  'throughput',
  'sbox-table',
  'waveform',
  'paper-table',
  'area-throughput',
  'diffusion',
] as const;
export type WidgetType = (typeof widgetTypes)[number];

/**
 * The devices `::area-throughput` reads a core's area and Fmax on (registry/synthesis.json's keys):
 * those `npm run synth` places and routes every prebuilt core on, the first the default.
 */
export const areaDevices = ['ecp5-85f', 'ice40-up5k'] as const;
export type AreaDevice = (typeof areaDevices)[number];

export type WidgetSpec =
  /** The RTL run on each configuration and mode (the learner switches), as an occupancy chart. */
  | { type: 'occupancy'; configs: string[]; modes: ModeName[]; blocks: number; chains: number | null }
  /** The datapath of a configuration, stepped cycle by cycle on the RTL. */
  | { type: 'datapath'; config: string; mode: ModeName; blocks: number }
  /** One block through AES, step by step, from sim-core's trace. */
  | { type: 'state-matrix'; key: string; plaintext: string }
  /** Cycles per block in every mode: measured on the RTL and predicted by sim-core. */
  | { type: 'throughput'; configs: string[] }
  /** The 256-entry S-box, each entry opened up in the composite field. */
  | { type: 'sbox-table'; highlight: number | null }
  /** The RTL's waveform for a short run. */
  | { type: 'waveform'; config: string; mode: ModeName; blocks: number }
  /**
   * A paper's table beside the lab: published figures, registry measurements, a live run; the
   * rows about `ciphers` (registry/published.json's `cipher`), by default the lesson's own.
   */
  | { type: 'paper-table'; source: string; table: string; ciphers: string[] }
  /**
   * Area against throughput of the configurations on each device (the learner switches):
   * `npm run synth`'s figures and `npm run timing`'s cycles, as a table and a log-log chart.
   */
  | { type: 'area-throughput'; configs: string[]; devices: AreaDevice[] }
  /**
   * Diffusion round by round, measured on sim-core's golden models: a state bit's plaintext and
   * key dependencies after each round, for each of `ciphers` (the learner switches; by default
   * the lesson's own) at `keyBits` (null: 128, or the cipher's largest), beside every cipher's
   * full-diffusion rounds.
   */
  | { type: 'diffusion'; ciphers: string[]; keyBits: number | null };

export type Measure = 'cyclesPerBlock' | 'latency' | 'inFlight' | 'cycles' | 'keySetup' | 'throughputMbps';

/** The units an exercise's number is in (units.ts knows how each is written, its plural and its scale). */
export const answerUnits = ['cycles', 'cycles per block', 'blocks', 'kbit/s', 'Mbit/s', 'Gbit/s'] as const;
export type AnswerUnit = (typeof answerUnits)[number];

/** Where an exercise's answer comes from: always a computation, never a stored value. */
export type AnswerSource =
  | {
      from: 'simulate';
      config: string;
      mode: ModeName;
      decrypt: boolean;
      blocks: number;
      chains: number;
      measure: Exclude<Measure, 'keySetup'>;
      clockMHz: number | null;
      /** The key size of a run-time key size core (3-in-1); null: the configuration's own. */
      keyBits: number | null;
    }
  | {
      from: 'predict';
      config: string;
      mode: ModeName;
      decrypt: boolean;
      measure: Exclude<Measure, 'cycles'>;
      clockMHz: number | null;
    }
  /** A byte of one block's trace through `cipher` (registry/ciphers.json), sim-core's steps. */
  | { from: 'trace'; cipher: string; key: string; block: string; round: number; step: string; byte: number };

export interface Exercise {
  id: string;
  line: number;
  question: Inline[];
  /** The unit of a number answer, one of its measure's; none ('') for a byte typed in hex. */
  unit: AnswerUnit | '';
  /** How the learner types the answer: a decimal number, or hex digits (a byte). */
  format: 'number' | 'hex';
  tolerance: { kind: 'absolute' | 'relative'; value: number };
  answer: AnswerSource;
  hints: Inline[][];
  explanation: Inline[] | null;
}

export type Block =
  | { k: 'heading'; text: Inline[]; id: string; line: number }
  | { k: 'p'; c: Inline[]; line: number }
  | { k: 'list'; ordered: boolean; items: ListItem[]; line: number }
  | { k: 'table'; head: Inline[][]; rows: Inline[][][]; line: number }
  | { k: 'note'; c: Inline[]; line: number }
  | { k: 'code'; lang: string; text: string; line: number }
  | { k: 'excerpt'; file: string; marker: string; from: number; to: number; text: string; line: number }
  | { k: 'widget'; widget: WidgetSpec; line: number }
  | { k: 'exercise'; exercise: Exercise; line: number };

export interface Section {
  id: string;
  title: Inline[];
  blocks: Block[];
}

export interface Lesson {
  slug: string;
  number: number;
  /** Repository path of the lesson's markdown, e.g. lessons/03-unrolling/index.md. */
  file: string;
  title: string;
  summary: string;
  objectives: string[];
  /** Minutes. */
  duration: number;
  prerequisites: string[];
  lab: { config: string; mode: ModeName | null };
  /** The paper table or figure the lesson reproduces, as the lesson words it. */
  reproduces: string;
  /** The lesson the others lead to: the question it asks ("which AES finalist suits an FPGA best"); null for the others. */
  capstone: string | null;
  papers: { key: string; cite: string }[];
  sections: Section[];
  /** Every word of the lesson, lower case, for search. */
  searchText: string;
}
