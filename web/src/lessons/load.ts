// The validating loader: a lesson's markdown in, a Lesson (schema.ts) out, or problems that
// each name the lesson file and line. The build runs it on every lesson (vite-plugin.ts) and
// fails on any problem: an unknown configuration, mode, widget, attribute, excerpt file or
// marker, a malformed exercise, a link to a lesson that does not exist. It touches no file
// system itself: the context supplies the registry, sim-core's rules and the HDL files.
import { parseInline, parseLesson, plainText, type RawBlock } from './markdown.ts';
import { YamlError, parseYaml, type YEntry, type YNode } from './yaml.ts';
import { findExcerpt } from './excerpt.ts';
// Relative, not '@registry/…': vite.config.ts loads this file through vite-plugin.ts, before aliases exist.
import ciphers from '../../../registry/ciphers.json';
import { cipherOfId } from '../../../registry/ciphers.mjs';
import { measureUnit, unitsFor } from './units.ts';
import {
  areaDevices,
  modeNames,
  widgetTypes,
  type AreaDevice,
  type AnswerSource,
  type AnswerUnit,
  type Block,
  type Exercise,
  type Inline,
  type Lesson,
  type ListItem,
  type Measure,
  type ModeName,
  type Section,
  type WidgetSpec,
} from './schema.ts';

export interface LessonContext {
  /** Configurations with a prebuilt simulator (registry/configurations.json). */
  prebuilt: ReadonlySet<string>;
  /** sim-core's verdict on any configuration id: null if valid, else the reason. */
  checkConfiguration(id: string): string | null;
  /** The modes a valid configuration runs (sim-core's prediction), with their directions. */
  modesOf(id: string): { mode: string; decrypt: boolean }[];
  /** A repository file's text (paths like hdl/rtl/aes/aes_core.sv), or null if there is none. */
  readFile(path: string): string | null;
  /**
   * registry/published.json: source key → citation, the tables its rows come from and, per
   * table, the ciphers it has rows about (without them, a `cipher=` is not checked).
   */
  papers: Record<string, { cite: string; tables: string[]; ciphers?: Record<string, string[]> }>;
  /** The steps of sim-core's trace of one block (hex key and block) through a cipher, or the reason it has none. */
  traceSteps(cipher: string, key: string, block: string): { round: number; step: string }[] | string;
}

export interface LessonProblem {
  file: string;
  line: number;
  message: string;
}

export const formatProblem = (p: LessonProblem) => `${p.file}:${p.line}: ${p.message}`;

/** A lesson folder's name: two digits, a dash, lower-case words. */
export const slugPattern = /^(\d{2})-[a-z0-9]+(?:-[a-z0-9]+)*$/;
const idPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const hexPattern = /^[0-9a-fA-F]+$/;

/** The id starts of cores that run several key sizes, chosen at run time: "aes3in1-…, mars3in1-…". */
const severalKeySizes = ciphers.ciphers
  .flatMap((c) => c.keySizes.filter((k) => k.keyBits.length > 1).map((k) => `${c.id}${k.token}-…`))
  .join(', ');

const frontMatterKeys = [
  'title',
  'summary',
  'duration',
  'objectives',
  'prerequisites',
  'lab',
  'reproduces',
  'papers',
  'capstone',
];

class Problems {
  readonly list: LessonProblem[] = [];
  constructor(readonly file: string) {}
  add(line: number, message: string) {
    this.list.push({ file: this.file, line, message });
  }
}

/** Reads typed fields of a YAML mapping, recording a problem (with its line) for each mistake. */
class Fields {
  private readonly used = new Set<string>();
  constructor(
    private readonly node: YNode & { kind: 'map' },
    private readonly problems: Problems,
    private readonly where: string,
  ) {}

  entry(key: string): YEntry | undefined {
    this.used.add(key);
    return this.node.entries.get(key);
  }

  has(key: string) {
    return this.node.entries.has(key);
  }

  line(key: string) {
    return this.node.entries.get(key)?.line ?? this.node.line;
  }

  private missing(key: string) {
    this.problems.add(this.node.line, `${this.where} has no "${key}"`);
  }

  string(key: string, required = true): string | null {
    const e = this.entry(key);
    if (!e) {
      if (required) this.missing(key);
      return null;
    }
    if (e.node.kind !== 'scalar' || e.node.text.trim() === '') {
      this.problems.add(e.line, `"${key}" must be a non-empty text`);
      return null;
    }
    return e.node.text;
  }

  number(key: string, required: boolean, min: number, max: number, integer = false): number | null {
    const e = this.entry(key);
    if (!e) {
      if (required) this.missing(key);
      return null;
    }
    const v = e.node.kind === 'scalar' ? e.node.value : null;
    if (typeof v !== 'number' || !Number.isFinite(v) || v < min || v > max || (integer && !Number.isInteger(v))) {
      this.problems.add(
        e.line,
        `"${key}" must be ${integer ? 'a whole number' : 'a number'} from ${min} to ${max}, got ${JSON.stringify(v ?? e.node.kind)}`,
      );
      return null;
    }
    return v;
  }

  boolean(key: string, fallback: boolean): boolean {
    const e = this.entry(key);
    if (!e) return fallback;
    if (e.node.kind !== 'scalar' || typeof e.node.value !== 'boolean') {
      this.problems.add(e.line, `"${key}" must be true or false`);
      return fallback;
    }
    return e.node.value;
  }

  strings(key: string, required: boolean, minItems = 0): { value: string; line: number }[] | null {
    const e = this.entry(key);
    if (!e) {
      if (required) this.missing(key);
      return null;
    }
    if (e.node.kind !== 'list' || e.node.items.some((i) => i.kind !== 'scalar')) {
      // "- Five chains: is that ECB?" is a mapping in a list to YAML (1.2 §8.2.1).
      const mapping = e.node.kind === 'list' ? e.node.items.find((i) => i.kind === 'map') : undefined;
      this.problems.add(
        mapping?.line ?? e.line,
        mapping
          ? `"${key}" must be a list of texts: an item with ": " in it is read as "key: value", quote it ("…")`
          : `"${key}" must be a list of texts`,
      );
      return null;
    }
    if (e.node.items.length < minItems) {
      this.problems.add(e.line, `"${key}" needs at least ${minItems} item${minItems === 1 ? '' : 's'}`);
      return null;
    }
    return e.node.items.map((i) => ({ value: (i as { text: string }).text, line: i.line }));
  }

  map(key: string, required: boolean): Fields | null {
    const e = this.entry(key);
    if (!e) {
      if (required) this.missing(key);
      return null;
    }
    if (e.node.kind !== 'map') {
      this.problems.add(e.line, `"${key}" must be a mapping of "key: value" lines`);
      return null;
    }
    return new Fields(e.node, this.problems, `"${key}"`);
  }

  /** Report keys nobody asked for: a typo must not pass silently. */
  unknown(allowed: string[]) {
    for (const [key, e] of this.node.entries) {
      if (!allowed.includes(key))
        this.problems.add(e.line, `${this.where} has an unknown field "${key}" (expected ${allowed.join(', ')})`);
    }
  }
}

function inline(text: string, line: number, problems: Problems): Inline[] {
  try {
    return parseInline(text, line);
  } catch (error) {
    problems.add(line, (error as Error).message);
    return [{ t: 'text', v: text }];
  }
}

const headingId = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

interface Checks {
  ctx: LessonContext;
  problems: Problems;
  slugs: ReadonlySet<string>;
  /** The cipher of the front matter's lab configuration (registry/ciphers.json id), once read. */
  lessonCipher?: string;
}

function checkPrebuilt(id: string, line: number, { ctx, problems }: Checks, what: string): boolean {
  if (ctx.prebuilt.has(id)) return true;
  const reason = ctx.checkConfiguration(id);
  problems.add(
    line,
    reason
      ? `unknown configuration "${id}" in ${what}: ${reason}`
      : `unknown configuration "${id}" in ${what}: it is valid but not prebuilt (not in registry/configurations.json), so the lab has no simulator for it`,
  );
  return false;
}

function checkMode(
  id: string,
  mode: string,
  decrypt: boolean,
  line: number,
  { ctx, problems }: Checks,
): mode is ModeName {
  if (!(modeNames as readonly string[]).includes(mode)) {
    problems.add(line, `unknown mode "${mode}" (expected one of ${modeNames.join(', ')})`);
    return false;
  }
  if (ctx.checkConfiguration(id) !== null) return false;
  if (!ctx.modesOf(id).some((m) => m.mode === mode && m.decrypt === decrypt)) {
    problems.add(line, `${id} does not run ${mode} ${decrypt ? 'decryption' : 'encryption'}`);
    return false;
  }
  return true;
}

function checkLinks(inlines: Inline[] | ListItem, line: number, c: Checks) {
  for (const node of inlines) {
    if (node.t === 'list') node.items.forEach((item) => checkLinks(item, line, c));
    else if (node.t === 'link') {
      const href = node.href;
      if (href.startsWith('lesson:')) {
        if (!c.slugs.has(href.slice(7))) c.problems.add(line, `link to an unknown lesson "${href.slice(7)}"`);
      } else if (href.startsWith('lab:')) {
        checkPrebuilt(href.slice(4), line, c, 'a lab link');
      } else if (!/^https:\/\//.test(href)) {
        c.problems.add(line, `link "${href}": use lesson:<folder>, lab:<configuration> or an https:// address`);
      }
      checkLinks(node.c, line, c);
    } else if (node.t === 'em' || node.t === 'strong') checkLinks(node.c, line, c);
  }
}

// ---- widgets ----------------------------------------------------------------------------

const widgetAttributes: Record<WidgetSpec['type'], string[]> = {
  occupancy: ['config', 'mode', 'blocks', 'chains'],
  datapath: ['config', 'mode', 'blocks'],
  'state-matrix': ['key', 'plaintext'],
  throughput: ['config'],
  'sbox-table': ['highlight'],
  waveform: ['config', 'mode', 'blocks'],
  'paper-table': ['source', 'table', 'cipher'],
  'area-throughput': ['config', 'device'],
  diffusion: ['cipher', 'key'],
};

/** The widgets that run one configuration in one mode: the blocks they run by default and at most. */
const oneCoreBlocks = { datapath: { fallback: 4, most: 64 }, waveform: { fallback: 2, most: 16 } } as const;

function intAttr(
  attrs: Record<string, string>,
  name: string,
  fallback: number,
  min: number,
  max: number,
  line: number,
  p: Problems,
): number {
  const raw = attrs[name];
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    p.add(line, `attribute ${name}="${raw}": expected a whole number from ${min} to ${max}`);
    return fallback;
  }
  return Number(raw);
}

function widget(name: string, attrs: Record<string, string>, line: number, c: Checks): WidgetSpec | null {
  const { problems } = c;
  if (!(widgetTypes as readonly string[]).includes(name)) {
    problems.add(line, `unknown widget "::${name}" (widgets: ${widgetTypes.join(', ')}; HDL excerpts: ::include)`);
    return null;
  }
  const type = name as WidgetSpec['type'];
  for (const key of Object.keys(attrs)) {
    if (!widgetAttributes[type].includes(key))
      problems.add(
        line,
        `::${type} has no attribute "${key}" (it takes ${widgetAttributes[type].join(', ') || 'none'})`,
      );
  }
  const before = problems.list.length;
  const configs = (attrs.config ?? '').split(',').filter(Boolean);
  const needConfig = ['occupancy', 'datapath', 'throughput', 'waveform', 'area-throughput'].includes(type);
  if (needConfig && configs.length === 0) problems.add(line, `::${type} needs config=<configuration id>`);
  const oneCore = type in oneCoreBlocks;
  if (oneCore && configs.length > 1) problems.add(line, `::${type} shows one configuration`);
  configs.forEach((id) => checkPrebuilt(id, line, c, `::${type}`));
  const modes = (attrs.mode ?? 'ecb').split(',').filter(Boolean);
  if (oneCore && modes.length > 1) problems.add(line, `::${type} runs one mode`);
  // A widget that runs no core (the registry's figures, sim-core's golden models) has no mode to check.
  const runs = type !== 'area-throughput' && type !== 'diffusion';
  if (runs)
    for (const id of configs) for (const mode of modes) if (c.ctx.prebuilt.has(id)) checkMode(id, mode, false, line, c);
  let spec: WidgetSpec | null = null;
  switch (type) {
    case 'occupancy':
      spec = {
        type,
        configs,
        modes: modes as ModeName[],
        blocks: intAttr(attrs, 'blocks', 24, 1, 2000, line, problems),
        chains: attrs.chains === undefined ? null : intAttr(attrs, 'chains', 1, 1, 64, line, problems),
      };
      break;
    case 'datapath':
    case 'waveform': {
      const { fallback, most } = oneCoreBlocks[type];
      const blocks = intAttr(attrs, 'blocks', fallback, 1, most, line, problems);
      spec = { type, config: configs[0], mode: modes[0] as ModeName, blocks };
      break;
    }
    case 'throughput':
      spec = { type, configs };
      break;
    case 'area-throughput': {
      const devices = (attrs.device ?? areaDevices.join(',')).split(',').filter(Boolean);
      for (const d of devices)
        if (!(areaDevices as readonly string[]).includes(d))
          problems.add(
            line,
            `::area-throughput device="${d}": expected ${areaDevices.join(' or ')} (the devices npm run synth places and routes every prebuilt core on, registry/synthesis.json)`,
          );
      if (attrs.device !== undefined && devices.length === 0)
        problems.add(line, `::area-throughput device="": name ${areaDevices.join(' or ')}`);
      spec = { type, configs, devices: devices as AreaDevice[] };
      break;
    }
    case 'diffusion': {
      // The ciphers named, by default the lesson's own; each of registry/ciphers.json, and the key size each of them takes.
      const named = (attrs.cipher ?? '').split(',').filter(Boolean);
      const ids = named.length > 0 ? named : c.lessonCipher ? [c.lessonCipher] : [];
      if (ids.length === 0) problems.add(line, '::diffusion needs cipher=<cipher id> (registry/ciphers.json)');
      const keyBits = attrs.key === undefined ? null : intAttr(attrs, 'key', 128, 64, 256, line, problems);
      for (const id of ids) {
        const cipher = ciphers.ciphers.find((x) => x.id === id);
        if (!cipher)
          problems.add(
            line,
            `::diffusion cipher="${id}": expected one of ${ciphers.ciphers.map((x) => x.id).join(', ')} (registry/ciphers.json)`,
          );
        else if (keyBits !== null && !(String(keyBits) in cipher.rounds))
          problems.add(
            line,
            `::diffusion key="${keyBits}": ${cipher.name} keys are ${Object.keys(cipher.rounds).join(', ')} bits`,
          );
      }
      spec = { type, ciphers: ids, keyBits };
      break;
    }
    case 'state-matrix': {
      const key = attrs.key ?? '000102030405060708090a0b0c0d0e0f';
      const plaintext = attrs.plaintext ?? '00112233445566778899aabbccddeeff';
      if (!hexPattern.test(key) || ![32, 48, 64].includes(key.length))
        problems.add(line, `attribute key="${key}": expected 32, 48 or 64 hex digits`);
      if (!hexPattern.test(plaintext) || plaintext.length !== 32)
        problems.add(line, `attribute plaintext="${plaintext}": expected 32 hex digits`);
      spec = { type, key: key.toLowerCase(), plaintext: plaintext.toLowerCase() };
      break;
    }
    case 'sbox-table': {
      const h = attrs.highlight;
      if (h !== undefined && !/^[0-9a-fA-F]{1,2}$/.test(h))
        problems.add(line, `attribute highlight="${h}": expected a byte in hex`);
      spec = { type, highlight: h === undefined ? null : parseInt(h, 16) };
      break;
    }
    case 'paper-table': {
      const source = attrs.source;
      const table = attrs.table;
      // The rows about the named ciphers, by default the lesson's own (its lab configuration's).
      const named = (attrs.cipher ?? '').split(',').filter(Boolean);
      const ciphers = named.length > 0 ? named : c.lessonCipher ? [c.lessonCipher] : [];
      if (!source || !(source in c.ctx.papers)) {
        problems.add(
          line,
          `::paper-table source="${source ?? ''}": expected one of ${Object.keys(c.ctx.papers).join(', ')} (registry/published.json)`,
        );
      } else if (!table || !c.ctx.papers[source].tables.includes(table)) {
        problems.add(
          line,
          `::paper-table table="${table ?? ''}": ${source} has rows from ${c.ctx.papers[source].tables.map((t) => `"${t}"`).join(', ')}`,
        );
      } else {
        const has = c.ctx.papers[source].ciphers?.[table];
        const missing = has ? ciphers.filter((id) => !has.includes(id)) : [];
        if (missing.length > 0)
          problems.add(
            line,
            named.length > 0
              ? `::paper-table cipher="${attrs.cipher}": ${source} "${table}" has no rows about ${missing.join(', ')} (it has rows about ${has!.join(', ')})`
              : `::paper-table: ${source} "${table}" has no rows about ${missing[0]}, the lesson's cipher (its lab configuration's): name the ciphers to show with cipher=${has!.join(',')}`,
          );
      }
      spec = { type, source: source ?? '', table: table ?? '', ciphers };
      break;
    }
  }
  return problems.list.length === before ? spec : null;
}

// ---- exercises --------------------------------------------------------------------------

const measuresFor: Record<'simulate' | 'predict', Measure[]> = {
  simulate: ['cyclesPerBlock', 'latency', 'inFlight', 'cycles', 'throughputMbps'],
  predict: ['cyclesPerBlock', 'latency', 'inFlight', 'keySetup', 'throughputMbps'],
};

function answerSource(f: Fields, c: Checks): AnswerSource | null {
  const { problems } = c;
  const kinds = (['simulate', 'predict', 'trace'] as const).filter((k) => f.has(k));
  if (kinds.length !== 1) {
    problems.add(
      f.line('simulate'),
      `"answer" must say where the answer comes from with exactly one of simulate: <configuration>, predict: <configuration>, trace: (got ${kinds.length === 0 ? 'none' : kinds.join(' and ')})`,
    );
    return null;
  }
  const before = problems.list.length;
  const from = kinds[0];
  if (from === 'trace') {
    const t = f.map('trace', true);
    f.unknown(['trace']);
    if (!t) return null;
    const cipherId = t.string('cipher') ?? '';
    const key = t.string('key') ?? '';
    const block = t.string('block') ?? '';
    const round = t.number('round', true, 0, 255, true) ?? 0;
    const step = t.string('step') ?? '';
    const byte = t.number('byte', true, 0, 255, true) ?? 0;
    t.unknown(['cipher', 'key', 'block', 'round', 'step', 'byte']);
    const cipher = ciphers.ciphers.find((c) => c.id === cipherId);
    if (cipherId && !cipher)
      problems.add(t.line('cipher'), `"cipher" must be one of ${ciphers.ciphers.map((c) => c.id).join(', ')}`);
    if (!cipher) return null;
    const keyDigits = [...new Set(cipher.keySizes.flatMap((k) => k.keyBits))].map((bits) => bits / 4);
    if (key && (!hexPattern.test(key) || !keyDigits.includes(key.length)))
      problems.add(t.line('key'), `"key" of ${cipher.name} must be ${keyDigits.join(', ')} hex digits`);
    if (block && (!hexPattern.test(block) || block.length !== cipher.blockBits / 4))
      problems.add(t.line('block'), `"block" of ${cipher.name} must be ${cipher.blockBits / 4} hex digits`);
    if (byte >= cipher.blockBits / 8)
      problems.add(
        t.line('byte'),
        `"byte" of ${cipher.name}'s ${cipher.blockBits / 8}-byte block must be 0 to ${cipher.blockBits / 8 - 1}`,
      );
    if (problems.list.length > before || !key || !block) return null;
    const steps = c.ctx.traceSteps(cipher.id, key, block);
    if (typeof steps === 'string') {
      problems.add(t.line('key'), `sim-core cannot trace the block: ${steps}`);
      return null;
    }
    if (!steps.some((s) => s.round === round && s.step === step)) {
      const inRound = [...new Set(steps.filter((s) => s.round === round).map((s) => s.step))];
      problems.add(
        t.line('step'),
        inRound.length > 0
          ? `"step" of round ${round} must be one of ${inRound.join(', ')} (sim-core's trace of ${cipher.name})`
          : `${cipher.name}'s trace has no round ${round}: its rounds are ${Math.min(...steps.map((s) => s.round))} to ${Math.max(...steps.map((s) => s.round))}`,
      );
      return null;
    }
    return { from, cipher: cipher.id, key: key.toLowerCase(), block: block.toLowerCase(), round, step, byte };
  }
  const config = f.string(from) ?? '';
  const line = f.line(from);
  if (config) {
    if (from === 'simulate') checkPrebuilt(config, line, c, 'simulate');
    else {
      const reason = c.ctx.checkConfiguration(config);
      if (reason) problems.add(line, `unknown configuration "${config}" in predict: ${reason}`);
    }
  }
  const mode = f.string('mode', false) ?? 'ecb';
  const decrypt = f.boolean('decrypt', false);
  if (config && problems.list.length === before) checkMode(config, mode, decrypt, f.line('mode'), c);
  const measure = f.string('measure') ?? '';
  if (measure && !measuresFor[from].includes(measure as Measure)) {
    problems.add(f.line('measure'), `"measure" of ${from} must be one of ${measuresFor[from].join(', ')}`);
  }
  const clockMHz = f.number('clockMHz', measure === 'throughputMbps', 0.001, 100_000);
  if (measure !== 'throughputMbps' && f.has('clockMHz'))
    problems.add(f.line('clockMHz'), '"clockMHz" belongs only to measure: throughputMbps');
  if (from === 'simulate') {
    const blocks = f.number('blocks', false, 1, 5000, true) ?? 200;
    const needsChains = mode === 'interleavedCbc' || mode === 'multiStreamCbc';
    const chains = f.number('chains', needsChains, 1, mode === 'multiStreamCbc' ? 16 : 64, true) ?? 1;
    if (!needsChains && f.has('chains'))
      problems.add(f.line('chains'), `"chains" belongs to interleavedCbc and multiStreamCbc, not ${mode}`);
    const keyBits = f.number('keyBits', false, 128, 256, true);
    // A core whose key-size token runs several sizes at run time (registry/ciphers.json's 3in1).
    const runs = cipherOfId(ciphers, config)?.keySize.keyBits ?? [];
    if (keyBits !== null && (runs.length < 2 || !runs.includes(keyBits))) {
      problems.add(
        f.line('keyBits'),
        `"keyBits" (128, 192 or 256) chooses the key size of a 3-in-1 core (${severalKeySizes}); other cores have one`,
      );
    }
    f.unknown(['simulate', 'mode', 'decrypt', 'measure', 'clockMHz', 'blocks', 'chains', 'keyBits']);
    return problems.list.length === before
      ? {
          from,
          config,
          mode: mode as ModeName,
          decrypt,
          blocks,
          chains,
          measure: measure as Exclude<Measure, 'keySetup'>,
          clockMHz,
          keyBits,
        }
      : null;
  }
  f.unknown(['predict', 'mode', 'decrypt', 'measure', 'clockMHz']);
  return problems.list.length === before
    ? { from, config, mode: mode as ModeName, decrypt, measure: measure as Exclude<Measure, 'cycles'>, clockMHz }
    : null;
}

function exercise(fence: Extract<RawBlock, { k: 'fence' }>, c: Checks, ids: Set<string>): Exercise | null {
  const { problems } = c;
  let node: YNode;
  try {
    node = parseYaml(fence.text, fence.bodyLine);
  } catch (error) {
    problems.add(error instanceof YamlError ? error.line : fence.line, `exercise: ${(error as Error).message}`);
    return null;
  }
  if (node.kind !== 'map') {
    problems.add(fence.line, 'an exercise must be a mapping of "key: value" lines');
    return null;
  }
  const before = problems.list.length;
  const f = new Fields(node, problems, 'the exercise');
  const id = f.string('id') ?? '';
  if (id && !idPattern.test(id)) problems.add(f.line('id'), `exercise id "${id}": lower-case words joined by dashes`);
  else if (id && ids.has(id)) problems.add(f.line('id'), `exercise id "${id}" is used twice in this lesson`);
  ids.add(id);
  const question = f.string('question');
  const unit = f.string('unit', false) ?? '';
  const format = f.string('format', false) ?? 'number';
  if (format !== 'number' && format !== 'hex') problems.add(f.line('format'), '"format" must be number or hex');
  let tolerance: Exercise['tolerance'] = { kind: 'absolute', value: 0 };
  const tol = f.entry('tolerance');
  if (tol) {
    const v = tol.node.kind === 'scalar' ? tol.node.value : null;
    if (typeof v === 'number' && v >= 0) tolerance = { kind: 'absolute', value: v };
    else if (typeof v === 'string' && /^\d+(\.\d+)?%$/.test(v))
      tolerance = { kind: 'relative', value: Number(v.slice(0, -1)) / 100 };
    else problems.add(tol.line, '"tolerance" must be a number ≥ 0 or a percentage such as 2%');
  }
  const hints = f.strings('hints', true, 1);
  if (!f.has('hints'))
    problems.list[problems.list.length - 1].message += ': hints live in the lesson data, at least one';
  const explanation = f.string('explanation', false);
  const answer = f.map('answer', true);
  const source = answer ? answerSource(answer, c) : null;
  if (source?.from === 'trace' && format !== 'hex')
    problems.add(f.line('format'), 'a trace answer is a byte: give format: hex');
  if (source?.from === 'trace' && unit) problems.add(f.line('unit'), 'a byte (format: hex) takes no "unit"');
  // A number's unit: the measure's own unless the lesson names another of its quantity (Gbit/s for Mbit/s).
  const numberUnit = source && source.from !== 'trace' ? unit || measureUnit[source.measure] : '';
  if (source && source.from !== 'trace' && !unitsFor(source.measure).includes(numberUnit as AnswerUnit))
    problems.add(
      f.line('unit'),
      `"unit" of measure ${source.measure} must be ${unitsFor(source.measure).join(' or ')}, not "${unit}"`,
    );
  f.unknown(['id', 'question', 'unit', 'format', 'tolerance', 'hints', 'explanation', 'answer']);
  if (problems.list.length !== before || !question || !source || !hints) return null;
  const q = inline(question, f.line('question'), problems);
  checkLinks(q, f.line('question'), c);
  return {
    id,
    line: fence.line,
    question: q,
    unit: numberUnit as Exercise['unit'],
    format: format as Exercise['format'],
    tolerance,
    answer: source,
    hints: hints.map((h) => inline(h.value, h.line, problems)),
    explanation: explanation === null ? null : inline(explanation, f.line('explanation'), problems),
  };
}

// ---- front matter and the whole lesson ---------------------------------------------------

/** Load one lesson. `slugs` are every lesson's folder name, for prerequisites and links. */
export function loadLesson(
  file: string,
  text: string,
  ctx: LessonContext,
  slugs: ReadonlySet<string>,
): { lesson: Lesson | null; problems: LessonProblem[] } {
  const problems = new Problems(file);
  const c: Checks = { ctx, problems, slugs };
  const slug = file.split('/').at(-2) ?? '';
  if (!slugPattern.test(slug) || !file.endsWith('/index.md'))
    problems.add(1, 'a lesson is lessons/<NN-name>/index.md: two digits, a dash, lower-case words');
  const parts = parseLesson(text);
  if (!parts.frontMatter) {
    problems.add(
      1,
      text.split('\n')[0].trim() === '---'
        ? 'the front matter has no closing "---" line'
        : 'a lesson starts with front matter between two "---" lines',
    );
    return { lesson: null, problems: problems.list };
  }

  let fm: YNode;
  try {
    fm = parseYaml(parts.frontMatter.yaml, parts.frontMatter.line);
  } catch (error) {
    problems.add(error instanceof YamlError ? error.line : 1, `front matter: ${(error as Error).message}`);
    return { lesson: null, problems: problems.list };
  }
  if (fm.kind !== 'map') {
    problems.add(parts.frontMatter.line, 'the front matter must be a mapping of "key: value" lines');
    return { lesson: null, problems: problems.list };
  }
  const f = new Fields(fm, problems, 'the front matter');
  const title = f.string('title') ?? '';
  const summary = f.string('summary') ?? '';
  const duration = f.number('duration', true, 1, 600, true) ?? 0;
  const objectives = (f.strings('objectives', true, 1) ?? []).map((o) => o.value);
  const prerequisites = f.strings('prerequisites', true) ?? [];
  for (const p of prerequisites) {
    if (!slugs.has(p.value))
      problems.add(p.line, `prerequisite "${p.value}" is not a lesson (lessons: ${[...slugs].join(', ')})`);
    else if (p.value >= slug) problems.add(p.line, `prerequisite "${p.value}" does not come before this lesson`);
  }
  const reproduces = f.string('reproduces') ?? '';
  const capstone = f.string('capstone', false);
  const papers = f.strings('papers', true, 1) ?? [];
  for (const p of papers)
    if (!(p.value in ctx.papers))
      problems.add(
        p.line,
        `paper "${p.value}" is not in registry/published.json (sources: ${Object.keys(ctx.papers).join(', ')})`,
      );
  let lab: Lesson['lab'] = { config: '', mode: null };
  const labFields = f.map('lab', true);
  if (labFields) {
    const config = labFields.string('config') ?? '';
    const mode = labFields.string('mode', false);
    labFields.unknown(['config', 'mode']);
    if (config && checkPrebuilt(config, labFields.line('config'), c, "the front matter's lab") && mode)
      checkMode(config, mode, false, labFields.line('mode'), c);
    lab = { config, mode: mode as ModeName | null };
    c.lessonCipher = cipherOfId(ciphers, config)?.cipher.id;
  }
  f.unknown(frontMatterKeys);

  if (parts.error) {
    problems.add(parts.error.line, parts.error.message);
    return { lesson: null, problems: problems.list };
  }
  const raw: RawBlock[] = parts.blocks;

  const sections: Section[] = [];
  /** Blocks written in each section, valid or not (a section of broken blocks is not "empty"). */
  const written: number[] = [];
  const ids = new Set<string>();
  let datapaths = 0;
  for (const b of raw) {
    if (b.k === 'heading' && b.level === 2) {
      const id = headingId(plainText(b.text)) || `section-${sections.length + 1}`;
      if (sections.some((s) => s.id === id)) problems.add(b.line, `two sections are called "${plainText(b.text)}"`);
      sections.push({ id, title: b.text, blocks: [] });
      written.push(0);
      continue;
    }
    if (sections.length === 0) {
      problems.add(b.line, 'text before the first "## " section: every block belongs to a section');
      sections.push({ id: 'start', title: [{ t: 'text', v: title }], blocks: [] });
      written.push(0);
    }
    written[written.length - 1]++;
    const into = sections[sections.length - 1].blocks;
    const add = (block: Block) => into.push(block);
    switch (b.k) {
      case 'heading':
        add({ k: 'heading', text: b.text, id: headingId(plainText(b.text)), line: b.line });
        break;
      case 'p':
      case 'note':
        checkLinks(b.c, b.line, c);
        add(b);
        break;
      case 'list':
        b.items.forEach((item) => checkLinks(item, b.line, c));
        add(b);
        break;
      case 'table':
        [...b.head, ...b.rows.flat()].forEach((cell) => checkLinks(cell, b.line, c));
        add(b);
        break;
      case 'fence':
        if (b.lang === 'exercise') {
          const ex = exercise(b, c, ids);
          if (ex) add({ k: 'exercise', exercise: ex, line: b.line });
        } else if (/^(systemverilog|verilog|sv)$/.test(b.lang)) {
          problems.add(
            b.line,
            'HDL is never pasted into a lesson: include it with ::include{file=hdl/… marker="module <name>"}',
          );
        } else add({ k: 'code', lang: b.lang, text: b.text, line: b.line });
        break;
      case 'directive':
        if (b.name === 'include') {
          const { file: path, marker, ...rest } = b.attrs;
          for (const key of Object.keys(rest))
            problems.add(b.line, `::include has no attribute "${key}" (it takes file, marker)`);
          if (!path || !marker) {
            problems.add(b.line, '::include needs file=<path under hdl/> and marker="<kind> <name>"');
            break;
          }
          if (!/^hdl\/[A-Za-z0-9_/.-]+$/.test(path) || path.includes('..')) {
            problems.add(b.line, `::include file="${path}": excerpts come from files under hdl/`);
            break;
          }
          const source = ctx.readFile(path);
          if (source === null) {
            problems.add(b.line, `::include file="${path}": no such file`);
            break;
          }
          const found = findExcerpt(source, marker);
          if (typeof found === 'string') problems.add(b.line, `::include ${path}: ${found}`);
          else add({ k: 'excerpt', file: path, marker, ...found, line: b.line });
        } else {
          const spec = widget(b.name, b.attrs, b.line, c);
          if (spec?.type === 'datapath' && ++datapaths > 1)
            problems.add(
              b.line,
              'one ::datapath per lesson: its stepping keys (s, o, r) would drive every datapath on the page',
            );
          if (spec) add({ k: 'widget', widget: spec, line: b.line });
        }
        break;
    }
  }
  if (sections.length === 0) problems.add(parts.bodyLine, 'the lesson has no "## " section');
  sections.forEach((s, i) => {
    if (written[i] === 0) problems.add(parts.bodyLine, `section "${plainText(s.title)}" is empty`);
  });

  const words = [
    title,
    summary,
    ...objectives,
    reproduces,
    ...sections.flatMap((s) => [plainText(s.title), ...s.blocks.map(blockText)]),
  ];
  const lesson: Lesson = {
    slug,
    number: Number(slug.slice(0, 2)),
    file,
    title,
    summary,
    objectives,
    duration,
    prerequisites: prerequisites.map((p) => p.value),
    lab,
    reproduces,
    capstone,
    papers: papers.filter((p) => p.value in ctx.papers).map((p) => ({ key: p.value, cite: ctx.papers[p.value].cite })),
    sections,
    searchText: withOtherNames(words.join(' ').toLowerCase().replace(/\s+/g, ' ')),
  };
  return { lesson: problems.list.length === 0 ? lesson : null, problems: problems.list };
}

/**
 * A lesson's search text with the other names of the ciphers it names (registry/ciphers.json's
 * name and alsoCalled: "3DES" and "TDEA" find the lessons on Triple DES, "Rijndael" those on AES).
 */
function withOtherNames(text: string): string {
  const said = (name: string) =>
    new RegExp(`(^|[^a-z0-9])${name.toLowerCase().replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}($|[^a-z0-9])`).test(text);
  const others = ciphers.ciphers.flatMap((c) => {
    const names = [c.name, ...((c as { alsoCalled?: string[] }).alsoCalled ?? [])];
    return names.some(said) ? names.map((n) => n.toLowerCase()) : [];
  });
  return [text, ...new Set(others)].join(' ');
}

function blockText(b: Block): string {
  switch (b.k) {
    case 'heading':
      return plainText(b.text);
    case 'p':
    case 'note':
      return plainText(b.c);
    case 'list':
      return b.items.map(plainText).join(' ');
    case 'table':
      return [...b.head, ...b.rows.flat()].map(plainText).join(' ');
    case 'exercise':
      return plainText(b.exercise.question);
    default:
      return '';
  }
}

/** Load every lesson; lessons come out in folder order, problems in file and line order. */
export function loadLessons(
  files: { file: string; text: string }[],
  ctx: LessonContext,
): { lessons: Lesson[]; problems: LessonProblem[] } {
  const sorted = [...files].sort((a, b) => (a.file < b.file ? -1 : 1));
  const slugs = new Set(sorted.map((f) => f.file.split('/').at(-2) ?? ''));
  const lessons: Lesson[] = [];
  const problems: LessonProblem[] = [];
  const numbers = new Map<number, string>();
  for (const { file, text } of sorted) {
    const r = loadLesson(file, text, ctx, slugs);
    problems.push(...r.problems);
    if (r.lesson) {
      const other = numbers.get(r.lesson.number);
      if (other) problems.push({ file, line: 1, message: `lesson number ${r.lesson.number} is also ${other}` });
      numbers.set(r.lesson.number, file);
      lessons.push(r.lesson);
    }
  }
  return { lessons, problems };
}
