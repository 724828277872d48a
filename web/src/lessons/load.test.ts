// Every problem the build reports names the lesson file and the line: one test per check,
// on a small valid lesson with one thing broken at a time.
import { describe, expect, it } from 'vitest';
import { formatProblem, loadLesson, loadLessons, type LessonContext } from './load';
import { loadSimCore } from '../test-support/built';

const hdl = ['module aes_demo (', '  input logic clk_i', ');', '  if (1) begin : gen_demo', '  end', 'endmodule'].join(
  '\n',
);

const context: LessonContext = {
  prebuilt: new Set(['aes128-enc-lu1-lut-online-all', 'aes128-enc-pp2-lut-online-all']),
  checkConfiguration: (id) =>
    id.startsWith('aes128-enc-') && !id.includes('lu3') ? null : `LU-3: Nr = 10 is not a multiple of 3 (${id})`,
  modesOf: (id) =>
    id.endsWith('-all')
      ? ['ecb', 'ctr', 'cbc', 'interleavedCbc'].map((mode) => ({ mode, decrypt: false }))
      : [{ mode: 'ecb', decrypt: false }],
  readFile: (p) => (p === 'hdl/rtl/aes/aes_demo.sv' ? hdl : null),
  // sim-core's own trace: a step must be one its trace of the block has.
  traceSteps(cipher, key, block) {
    try {
      return loadSimCore().cipherTrace(cipher, key, block, false);
    } catch (error) {
      return (error as Error).message;
    }
  },
  papers: {
    elbirt2000: {
      cite: 'Elbirt et al. 2000',
      tables: ['Tables 2 and 3'],
      ciphers: { 'Tables 2 and 3': ['rc6', 'aes', 'serpent', 'twofish'] },
    },
    chodowiec: {
      cite: 'Chodowiec et al.',
      tables: ['Sec. 4.1 and Sec. 6'],
      ciphers: { 'Sec. 4.1 and Sec. 6': ['des'] },
    },
  },
};

const file = 'lessons/02-demo/index.md';
const slugs = new Set(['01-first', '02-demo', '03-later']);

const valid = `---
title: A demo lesson
summary: One of everything.
duration: 20
objectives:
  - Read a table
prerequisites: [01-first]
lab:
  config: aes128-enc-pp2-lut-online-all
  mode: cbc
reproduces: Elbirt et al. (2000), Table 2
papers: [elbirt2000]
---

## First section

Some **text** with a [link](lesson:01-first) and [the lab](lab:aes128-enc-lu1-lut-online-all).

::occupancy{config=aes128-enc-pp2-lut-online-all mode=ecb,cbc blocks=12}

::include{file=hdl/rtl/aes/aes_demo.sv marker="block gen_demo"}

\`\`\`exercise
id: pp2-cbc
question: How many cycles per block?
unit: cycles per block
tolerance: 0.01
answer:
  simulate: aes128-enc-pp2-lut-online-all
  mode: cbc
  blocks: 40
  measure: cyclesPerBlock
hints:
  - Each block waits for the one before.
explanation: One block at a time.
\`\`\`

## Second section

::paper-table{source=elbirt2000 table="Tables 2 and 3"}
`;

/** The lesson with \`from\` replaced by \`to\`, loaded; its problems as "file:line: message". */
function problems(from: string | RegExp, to: string): string[] {
  const text = valid.replace(from, to);
  if (text === valid) throw new Error(`the test's text was not found: ${from}`);
  return loadLesson(file, text, context, slugs).problems.map(formatProblem);
}

const lineOf = (needle: string) => valid.split('\n').findIndex((l) => l.includes(needle)) + 1;

describe('loading a lesson', () => {
  it('loads a valid lesson into sections of typed blocks', () => {
    const { lesson, problems: found } = loadLesson(file, valid, context, slugs);
    expect(found).toEqual([]);
    expect(lesson).toMatchObject({
      slug: '02-demo',
      number: 2,
      duration: 20,
      lab: { config: 'aes128-enc-pp2-lut-online-all', mode: 'cbc' },
    });
    expect(lesson!.sections.map((s) => s.id)).toEqual(['first-section', 'second-section']);
    expect(lesson!.sections[0].blocks.map((b) => b.k)).toEqual(['p', 'widget', 'excerpt', 'exercise']);
    expect(lesson!.sections[0].blocks[2]).toMatchObject({ from: 4, to: 5, text: 'if (1) begin : gen_demo\nend' });
    const ex = lesson!.sections[0].blocks[3];
    expect(ex.k === 'exercise' && ex.exercise).toMatchObject({
      id: 'pp2-cbc',
      tolerance: { kind: 'absolute', value: 0.01 },
      answer: {
        from: 'simulate',
        config: 'aes128-enc-pp2-lut-online-all',
        mode: 'cbc',
        blocks: 40,
        chains: 1,
        measure: 'cyclesPerBlock',
        keyBits: null,
      },
    });
    expect(lesson!.papers).toEqual([{ key: 'elbirt2000', cite: 'Elbirt et al. 2000' }]);
    expect(lesson!.searchText).toContain('one of everything');
  });

  it('is found by the other names of the ciphers it names: 3DES and TDEA for Triple DES, AES for Rijndael', () => {
    const named = (words: string) =>
      loadLesson(file, valid.replace('A demo lesson', words), context, slugs).lesson!.searchText;
    expect(named('Triple DES, pipelined')).toMatch(/ triple des tdes 3des tdea$/);
    expect(named('A 3DES core')).toContain('triple des');
    expect(named("Rijndael's rounds")).toMatch(/ aes rijndael$/);
    // Whole words only: "phases" names no cipher.
    expect(named('Phases')).not.toMatch(/aes |des /);
  });

  it("gives an exercise its measure's unit, or another of the same quantity; a byte none", () => {
    const exerciseOf = (text: string) => {
      const { lesson, problems: found } = loadLesson(file, text, context, slugs);
      expect(found.map(formatProblem)).toEqual([]);
      const block = lesson!.sections[0].blocks.find((b) => b.k === 'exercise');
      return block?.k === 'exercise' ? block.exercise : null;
    };
    expect(exerciseOf(valid.replace('unit: cycles per block\n', ''))).toMatchObject({ unit: 'cycles per block' });
    const throughput = valid.replace('  measure: cyclesPerBlock', '  measure: throughputMbps\n  clockMHz: 25.3');
    expect(exerciseOf(throughput.replace('unit: cycles per block\n', ''))).toMatchObject({ unit: 'Mbit/s' });
    expect(exerciseOf(throughput.replace('unit: cycles per block', 'unit: Gbit/s'))).toMatchObject({ unit: 'Gbit/s' });
    expect(problems('unit: cycles per block', 'unit: cycles')).toEqual([
      `${file}:${lineOf('unit: cycles per block')}: "unit" of measure cyclesPerBlock must be cycles per block, not "cycles"`,
    ]);
    const byte = valid.replace(
      /answer:\n[^]*?measure: cyclesPerBlock\n/,
      'format: hex\nanswer:\n  trace:\n    cipher: aes\n    key: 000102030405060708090a0b0c0d0e0f\n    block: 00112233445566778899aabbccddeeff\n    round: 1\n    step: s_box\n    byte: 1\n',
    );
    expect(loadLesson(file, byte, context, slugs).problems.map(formatProblem)).toEqual([
      `${file}:${lineOf('unit: cycles per block')}: a byte (format: hex) takes no "unit"`,
    ]);
    expect(exerciseOf(byte.replace('unit: cycles per block\n', ''))).toMatchObject({ unit: '', format: 'hex' });
    // The trace is any cipher's, checked against sim-core's own trace of the block.
    const trace = byte.replace('unit: cycles per block\n', '');
    const traceProblems = (from: string, to: string) =>
      loadLesson(file, trace.replace(from, to), context, slugs).problems.map((p) => p.message);
    expect(traceProblems('cipher: aes', 'cipher: rijndael')).toEqual([
      '"cipher" must be one of aes, serpent, twofish, rc6, mars, des, simon64, simon128',
    ]);
    expect(traceProblems('key: 000102030405060708090a0b0c0d0e0f', 'key: 0001')).toEqual([
      '"key" of AES must be 32, 48, 64 hex digits',
    ]);
    expect(traceProblems('step: s_box', 'step: sub_bytes')).toEqual([
      '"step" of round 1 must be one of start, s_box, s_row, m_col, k_sch (sim-core\'s trace of AES)',
    ]);
    expect(traceProblems('round: 1', 'round: 12')).toEqual(["AES's trace has no round 12: its rounds are 0 to 10"]);
    expect(traceProblems('byte: 1', 'byte: 16')).toEqual(['"byte" of AES\'s 16-byte block must be 0 to 15']);
    expect(
      exerciseOf(trace.replace('cipher: aes', 'cipher: serpent').replace('step: s_box', 'step: lt')),
    ).toMatchObject({ answer: { from: 'trace', cipher: 'serpent', step: 'lt' } });
    // AES's 128-bit key is a Triple DES key too (keying option 2); its 16-byte block is not a block.
    expect(traceProblems('cipher: aes', 'cipher: des')).toEqual(['"block" of Triple DES must be 16 hex digits']);
    const des = trace
      .replace('cipher: aes', 'cipher: des')
      .replace('block: 00112233445566778899aabbccddeeff', 'block: 0011223344556677');
    expect(
      loadLesson(
        file,
        des.replace('key: 000102030405060708090a0b0c0d0e0f', 'key: 0001020304').replace('byte: 1', 'byte: 8'),
        context,
        slugs,
      ).problems.map((p) => p.message),
    ).toEqual([
      '"key" of Triple DES must be 16, 32, 48 hex digits',
      '"byte" of Triple DES\'s 8-byte block must be 0 to 7',
    ]);
  });

  it.each<[string, string | RegExp, string, string, string]>([
    ['an unknown widget', '::occupancy{', '::histogram{', '::histogram{', 'unknown widget "::histogram"'],
    [
      'an unknown configuration in a widget',
      'config=aes128-enc-pp2-lut-online-all mode=ecb,cbc',
      'config=aes128-enc-lu3-lut-online-all mode=ecb',
      '::occupancy{',
      'unknown configuration "aes128-enc-lu3-lut-online-all" in ::occupancy: LU-3',
    ],
    [
      'a valid configuration with no simulator',
      'config=aes128-enc-pp2-lut-online-all mode=ecb,cbc',
      'config=aes128-enc-pp5-lut-online-all mode=ecb',
      '::occupancy{',
      'not prebuilt',
    ],
    ['a mode the configuration does not run', 'mode=ecb,cbc', 'mode=ecb,ofb', '::occupancy{', 'does not run ofb'],
    ['an unknown mode', 'mode=ecb,cbc', 'mode=ecb,xts', '::occupancy{', 'unknown mode "xts"'],
    ['an unknown widget attribute', 'blocks=12}', 'blocks=12 colour=red}', '::occupancy{', 'has no attribute "colour"'],
    ['a bad number', 'blocks=12}', 'blocks=lots}', '::occupancy{', 'blocks="lots"'],
    [
      'an unknown excerpt marker',
      'marker="block gen_demo"',
      'marker="block gen_gone"',
      '::include',
      'marker "block gen_gone" matches nothing',
    ],
    [
      'an unknown marker kind',
      'marker="block gen_demo"',
      'marker="always_ff gen_demo"',
      '::include',
      'unknown kind "always_ff"',
    ],
    ['a missing excerpt file', 'aes_demo.sv marker', 'aes_gone.sv marker', '::include', 'no such file'],
    [
      'an excerpt outside hdl/',
      'file=hdl/rtl/aes/aes_demo.sv',
      'file=web/src/App.tsx',
      '::include',
      'files under hdl/',
    ],
    [
      'pasted HDL',
      '## Second section',
      '## Second section\n\n```systemverilog\nmodule x; endmodule\n```',
      '```systemverilog',
      'never pasted',
    ],
    [
      'a link to an unknown lesson',
      'lesson:01-first',
      'lesson:09-nowhere',
      'Some **text**',
      'unknown lesson "09-nowhere"',
    ],
    ['a link of no known kind', '(lesson:01-first)', '(http://example.com)', 'Some **text**', 'use lesson:<folder>'],
    [
      'an exercise without hints',
      'hints:\n  - Each block waits for the one before.\n',
      '',
      'id: pp2-cbc',
      'hints live in the lesson data',
    ],
    [
      'an exercise answer with two sources',
      '  measure: cyclesPerBlock\n',
      '  measure: cyclesPerBlock\n  predict: aes128-enc-pp2-lut-online-all\n',
      '  simulate:',
      'exactly one of simulate',
    ],
    [
      'an exercise on an unknown configuration',
      '  simulate: aes128-enc-pp2-lut-online-all',
      '  simulate: aes128-enc-lu3-lut-online-all',
      '  simulate:',
      'unknown configuration "aes128-enc-lu3-lut-online-all" in simulate',
    ],
    [
      'an exercise with an unknown measure',
      'measure: cyclesPerBlock',
      'measure: speed',
      'measure: speed',
      '"measure" of simulate must be one of',
    ],
    [
      'an exercise in a unit of another quantity',
      'unit: cycles per block',
      'unit: MHz',
      'unit: MHz',
      '"unit" of measure cyclesPerBlock must be cycles per block, not "MHz"',
    ],
    [
      'an exercise with an unknown field',
      'unit: cycles per block',
      'unit: cycles per block\nanswer_text: 11',
      'answer_text',
      'unknown field "answer_text"',
    ],
    [
      'a key size on a core with one',
      '  measure: cyclesPerBlock\n',
      '  measure: cyclesPerBlock\n  keyBits: 256\n',
      'keyBits',
      '"keyBits" (128, 192 or 256) chooses the key size of a 3-in-1 core',
    ],
    ['a bad tolerance', 'tolerance: 0.01', 'tolerance: lots', 'tolerance:', '"tolerance" must be'],
    [
      'a duplicate exercise id',
      '## Second section\n',
      '## Second section\n\n```exercise\nid: pp2-cbc\nquestion: Again?\nanswer:\n  predict: aes128-enc-pp2-lut-online-all\n  measure: latency\nhints: [no]\n```\n',
      'id: pp2-cbc',
      'used twice',
    ],
    // YAML finds an unclosed "[" on the next line, where the sequence should have ended.
    ['a malformed exercise', 'tolerance: 0.01', 'tolerance: [0.01', 'answer:', 'exercise: Flow sequence'],
    [
      'an unquoted ": " in an exercise',
      'explanation: One block at a time.',
      'explanation: One block: at a time.',
      'explanation:',
      'exercise: Nested mappings are not allowed in compact mappings: a value with ": " in it must be quoted',
    ],
    [
      'an unquoted ": " in the front matter',
      'summary: One of everything.',
      'summary: One: of everything.',
      'summary:',
      'front matter: Nested mappings',
    ],
    [
      'a hint read as a mapping',
      '  - Each block waits for the one before.',
      '  - Each block waits: for the one before.',
      'Each block waits',
      'an item with ": " in it is read as "key: value"',
    ],
    [
      'a bad link in a nested list',
      '## Second section\n',
      '## Second section\n\n- a\n  - [b](lesson:09-nowhere)\n',
      '- a',
      'unknown lesson "09-nowhere"',
    ],
    [
      'raw HTML',
      '## Second section\n',
      '## Second section\n\n<div>x</div>\n',
      '<div>',
      'raw HTML is not allowed in lessons',
    ],
    [
      'an unknown front-matter field',
      'duration: 20',
      'duration: 20\nlevel: hard',
      'level: hard',
      'unknown field "level"',
    ],
    ['a missing title', 'title: A demo lesson\n', '', 'summary:', 'has no "title"'],
    [
      'an unknown lab configuration',
      '  config: aes128-enc-pp2-lut-online-all',
      '  config: aes128-enc-lu3-lut-online-all',
      '  config:',
      "the front matter's lab: LU-3",
    ],
    [
      'an unknown prerequisite',
      'prerequisites: [01-first]',
      'prerequisites: [01-nothing]',
      'prerequisites:',
      'prerequisite "01-nothing" is not a lesson',
    ],
    [
      'a prerequisite that comes later',
      'prerequisites: [01-first]',
      'prerequisites: [03-later]',
      'prerequisites:',
      'does not come before',
    ],
    [
      'an unknown paper',
      'papers: [elbirt2000]',
      'papers: [smith1999]',
      'papers:',
      'paper "smith1999" is not in registry/published.json',
    ],
    [
      'an unknown paper table',
      'table="Tables 2 and 3"',
      'table="Table 9"',
      '::paper-table',
      'elbirt2000 has rows from "Tables 2 and 3"',
    ],
    [
      'a paper table without rows about a cipher named',
      'table="Tables 2 and 3"}',
      'table="Tables 2 and 3" cipher=aes,mars}',
      '::paper-table',
      '::paper-table cipher="aes,mars": elbirt2000 "Tables 2 and 3" has no rows about mars (it has rows about rc6, aes, serpent, twofish)',
    ],
    [
      "a paper table without rows about the lesson's cipher",
      '::paper-table{source=elbirt2000 table="Tables 2 and 3"}',
      '::paper-table{source=chodowiec table="Sec. 4.1 and Sec. 6"}',
      '::paper-table',
      `::paper-table: chodowiec "Sec. 4.1 and Sec. 6" has no rows about aes, the lesson's cipher (its lab configuration's): name the ciphers to show with cipher=des`,
    ],
    ['a # heading', '## First section', '# First section', '# First section', 'title comes from the front matter'],
    [
      'an area-throughput widget on an unknown device',
      '::paper-table{source=elbirt2000 table="Tables 2 and 3"}',
      '::area-throughput{config=aes128-enc-lu1-lut-online-all device=ecp5-85f,xc7a35t}',
      '::area-throughput',
      '::area-throughput device="xc7a35t": expected ecp5-85f or ice40-up5k',
    ],
    [
      'an area-throughput widget naming no device',
      '::paper-table{source=elbirt2000 table="Tables 2 and 3"}',
      '::area-throughput{config=aes128-enc-lu1-lut-online-all device=""}',
      '::area-throughput',
      '::area-throughput device="": name ecp5-85f or ice40-up5k',
    ],
    [
      'a diffusion widget naming an unknown cipher',
      '::paper-table{source=elbirt2000 table="Tables 2 and 3"}',
      '::diffusion{cipher=aes,rijndael}',
      '::diffusion',
      '::diffusion cipher="rijndael": expected one of aes, serpent',
    ],
    [
      'a diffusion widget at a key size a cipher does not take',
      '::paper-table{source=elbirt2000 table="Tables 2 and 3"}',
      '::diffusion{cipher=des,aes key=64}',
      '::diffusion',
      '::diffusion key="64": AES keys are 128, 192, 256 bits',
    ],
    [
      'an area-throughput widget without configurations',
      '::paper-table{source=elbirt2000 table="Tables 2 and 3"}',
      '::area-throughput{device=ecp5-85f}',
      '::area-throughput',
      '::area-throughput needs config=<configuration id>',
    ],
    [
      'two datapath widgets',
      '## Second section\n',
      '## Second section\n\n::datapath{config=aes128-enc-lu1-lut-online-all}\n\n::datapath{config=aes128-enc-lu1-lut-online-all}\n',
      '::datapath',
      'one ::datapath per lesson',
    ],
  ])('reports %s with the file and line', (_what, from, to, lineNeedle, message) => {
    const found = problems(from, to);
    const text = valid.replace(from, to);
    const expectedLines = text
      .split('\n')
      .map((l, i) => [l, i + 1] as const)
      .filter(([l]) => l.includes(lineNeedle))
      .map(([, n]) => n);
    const hit = found.find((p) => p.includes(message));
    expect(hit, `no problem mentions ${JSON.stringify(message)}: ${JSON.stringify(found)}`).toBeDefined();
    const [where] = hit!.split(': ');
    const [f, line] = where.split(':');
    expect(f).toBe(file);
    // The line holds the offending text (the exercise's own line inside its fence).
    expect(expectedLines).toContain(Number(line));
  });

  it("shows a paper table's rows about the lesson's cipher, or about the ciphers named", () => {
    const paperTable = (text: string) => {
      const { lesson, problems: found } = loadLesson(file, text, context, slugs);
      expect(found.map(formatProblem)).toEqual([]);
      return lesson!.sections[1].blocks[0];
    };
    // The lab configuration is AES: Elbirt et al.'s Rijndael rows, not their RC6, Serpent and Twofish.
    expect(paperTable(valid)).toMatchObject({
      k: 'widget',
      widget: { type: 'paper-table', source: 'elbirt2000', table: 'Tables 2 and 3', ciphers: ['aes'] },
    });
    expect(paperTable(valid.replace('"Tables 2 and 3"}', '"Tables 2 and 3" cipher=aes,serpent}'))).toMatchObject({
      widget: { ciphers: ['aes', 'serpent'] },
    });
    expect(
      paperTable(
        valid.replace(
          '::paper-table{source=elbirt2000 table="Tables 2 and 3"}',
          '::paper-table{source=chodowiec table="Sec. 4.1 and Sec. 6" cipher=des}',
        ),
      ),
    ).toMatchObject({ widget: { source: 'chodowiec', ciphers: ['des'] } });
  });

  it('reads an area-throughput widget: its configurations, run or not, and its devices, both by default', () => {
    const area = (directive: string) => {
      const text = valid.replace('::paper-table{source=elbirt2000 table="Tables 2 and 3"}', directive);
      const { lesson, problems: found } = loadLesson(file, text, context, slugs);
      expect(found.map(formatProblem)).toEqual([]);
      return lesson!.sections[1].blocks[0];
    };
    // No mode is checked: the widget runs nothing (the test context's lu1 runs no cbc, say).
    expect(area('::area-throughput{config=aes128-enc-lu1-lut-online-all,aes128-enc-pp2-lut-online-all}')).toEqual({
      k: 'widget',
      line: expect.any(Number),
      widget: {
        type: 'area-throughput',
        configs: ['aes128-enc-lu1-lut-online-all', 'aes128-enc-pp2-lut-online-all'],
        devices: ['ecp5-85f', 'ice40-up5k'],
      },
    });
    expect(area('::area-throughput{config=aes128-enc-lu1-lut-online-all device=ice40-up5k}')).toMatchObject({
      widget: { devices: ['ice40-up5k'] },
    });
  });

  it('reads a number or a flow list followed by a comment (the bugs of the hand-written YAML reader)', () => {
    const text = valid
      .replace('duration: 20', 'duration: 30   # minutes')
      .replace('prerequisites: [01-first]', 'prerequisites: [01-first]  # comment');
    const { lesson, problems: found } = loadLesson(file, text, context, slugs);
    expect(found).toEqual([]);
    expect(lesson).toMatchObject({ duration: 30, prerequisites: ['01-first'] });
  });

  it('renders nested lists, a link with parentheses, emphasis around strong and a backtick in code', () => {
    const text = valid.replace(
      '## Second section\n',
      [
        '## Second section',
        '',
        '- one, [AES](https://en.wikipedia.org/wiki/AES_(cipher))',
        '  1. *a **b** c*',
        '  2. `` a ` b ``',
        '',
      ].join('\n'),
    );
    const { lesson, problems: found } = loadLesson(file, text, context, slugs);
    expect(found).toEqual([]);
    expect(lesson!.sections[1].blocks[0]).toEqual({
      k: 'list',
      ordered: false,
      items: [
        [
          { t: 'text', v: 'one, ' },
          { t: 'link', href: 'https://en.wikipedia.org/wiki/AES_(cipher)', c: [{ t: 'text', v: 'AES' }] },
          {
            t: 'list',
            ordered: true,
            items: [
              [
                {
                  t: 'em',
                  c: [
                    { t: 'text', v: 'a ' },
                    { t: 'strong', c: [{ t: 'text', v: 'b' }] },
                    { t: 'text', v: ' c' },
                  ],
                },
              ],
              [{ t: 'code', v: 'a ` b' }],
            ],
          },
        ],
      ],
      line: lineOf('## Second section') + 2,
    });
    expect(lesson!.searchText).toContain('one, aes a b c a ` b');
  });

  it('reports the exercise’s own line inside its fence', () => {
    const found = problems('measure: cyclesPerBlock', 'measure: speed');
    expect(found).toContain(
      `${file}:${lineOf('measure: cyclesPerBlock')}: "measure" of simulate must be one of cyclesPerBlock, latency, inFlight, cycles, throughputMbps`,
    );
  });

  it('refuses a lesson without front matter, or whose front matter is not closed', () => {
    const body = valid.slice(valid.indexOf('## First section'));
    expect(loadLesson(file, body, context, slugs).problems.map(formatProblem)).toEqual([
      `${file}:1: a lesson starts with front matter between two "---" lines`,
    ]);
    expect(loadLesson(file, `---\ntitle: T\n\n${body}`, context, slugs).problems.map(formatProblem)).toEqual([
      `${file}:1: the front matter has no closing "---" line`,
    ]);
  });

  it('refuses a folder name that is not NN-name', () => {
    expect(loadLesson('lessons/demo/index.md', valid, context, slugs).problems.map(formatProblem)).toContain(
      'lessons/demo/index.md:1: a lesson is lessons/<NN-name>/index.md: two digits, a dash, lower-case words',
    );
  });

  it('loads several lessons in order and reports a lesson number used twice', () => {
    const first = valid.replace('prerequisites: [01-first]', 'prerequisites: []');
    const r = loadLessons(
      [
        { file: 'lessons/02-b/index.md', text: first },
        { file: 'lessons/01-a/index.md', text: first.replace(/\[link\]\(lesson:01-first\)/, 'link') },
      ],
      context,
    );
    expect(r.problems.map(formatProblem)).toEqual(['lessons/02-b/index.md:17: link to an unknown lesson "01-first"']);
    expect(r.lessons.map((l) => l.slug)).toEqual(['01-a']);
    const twice = loadLessons(
      [
        { file: 'lessons/01-a/index.md', text: first.replace('(lesson:01-first)', '(lesson:01-a)') },
        { file: 'lessons/01-b/index.md', text: first.replace('(lesson:01-first)', '(lesson:01-a)') },
      ],
      context,
    );
    expect(twice.problems.map(formatProblem)).toEqual([
      'lessons/01-b/index.md:1: lesson number 1 is also lessons/01-a/index.md',
    ]);
  });
});
