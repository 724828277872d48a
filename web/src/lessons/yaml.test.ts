import { describe, expect, it } from 'vitest';
import { YamlError, parseYaml, type YNode } from './yaml';

/** The node as plain data, without line numbers. */
function plain(n: YNode): unknown {
  if (n.kind === 'scalar') return n.value;
  if (n.kind === 'list') return n.items.map(plain);
  return Object.fromEntries([...n.entries].map(([k, e]) => [k, plain(e.node)]));
}

function errorOf(text: string, first = 1): YamlError {
  try {
    parseYaml(text, first);
  } catch (error) {
    if (error instanceof YamlError) return error;
    throw error;
  }
  throw new Error('no error');
}

describe('the lessons’ YAML', () => {
  it('reads mappings, lists, flow lists, numbers, booleans, quoted and folded text', () => {
    const doc = parseYaml(
      [
        'title: "Pipelining: the wall"',
        'duration: 25',
        'ratio: 5.5',
        'decrypt: false',
        'tags: [a, "b, c", 3]',
        'empty: []',
        '# a comment',
        'lab:',
        '  config: aes128-enc-pp2-lut-online-all',
        'hints:',
        '  - first',
        '  - second hint',
        'items:',
        '  - id: one',
        '    value: 1',
        '  - id: two',
        'question: >-',
        '  folded over',
        '  two lines',
        'code: |-',
        '  kept',
        '  apart',
      ].join('\n'),
    );
    expect(plain(doc)).toEqual({
      title: 'Pipelining: the wall',
      duration: 25,
      ratio: 5.5,
      decrypt: false,
      tags: ['a', 'b, c', 3],
      empty: [],
      lab: { config: 'aes128-enc-pp2-lut-online-all' },
      hints: ['first', 'second hint'],
      items: [{ id: 'one', value: 1 }, { id: 'two' }],
      question: 'folded over two lines',
      code: 'kept\napart',
    });
  });

  it('ends a value at a comment, after a number or a flow list too', () => {
    expect(plain(parseYaml('duration: 30   # minutes\nobjectives: [a, b]  # comment'))).toEqual({
      duration: 30,
      objectives: ['a', 'b'],
    });
  });

  it('keeps a value as written, for fields that are text whatever they look like', () => {
    const doc = parseYaml('id: 007\nkey: 00000000000000000000000000000000');
    if (doc.kind !== 'map') throw new Error('map expected');
    expect(doc.entries.get('id')!.node).toMatchObject({ value: 7, text: '007' });
    expect(doc.entries.get('key')!.node).toMatchObject({ value: 0, text: '00000000000000000000000000000000' });
  });

  it('keeps each value’s line, offset by where the block starts in its file', () => {
    const doc = parseYaml('a: 1\nb:\n  c: x\nd:\n  - y\n', 10);
    if (doc.kind !== 'map') throw new Error('map expected');
    expect(doc.entries.get('a')!.line).toBe(10);
    const b = doc.entries.get('b')!.node;
    if (b.kind !== 'map') throw new Error('map expected');
    expect(b.entries.get('c')!.node.line).toBe(12);
    const d = doc.entries.get('d')!.node;
    if (d.kind !== 'list') throw new Error('list expected');
    expect(d.items[0].line).toBe(14);
  });

  it('reads nothing as an empty mapping', () => {
    expect(plain(parseYaml('# only a comment\n'))).toEqual({});
  });

  it.each([
    ['a: 1\na: 2', 2, '"a" is given twice'],
    ['a: 1\n\tb: 2', 2, 'Tabs are not allowed'],
    // The library reports where the value that swallows the over-indented line starts.
    ['a: 1\n    b: 2', 1, 'a "key:" line indented as the keys beside it'],
    ['a: "open', 1, 'Missing closing "quote'],
    ['a: &anchor x', 1, 'an anchor (&anchor)'],
    ['a: &x 1\nb: *x', 1, 'an anchor (&x)'],
    ['a: !custom x', 1, 'a tag (!custom)'],
    ['a: {b: 1}', 1, 'flow mapping'],
    ['a:', 1, '"a" has no value'],
    ['a:\n  - x\n  -', 3, 'an item of "a" has no value'],
    ['x: 1\nexplanation: 11 cycles: round 0', 2, 'a value with ": " in it must be quoted'],
    ['a: [1, 2', 1, 'Flow sequence'],
  ])('refuses %j on line %i', (text, line, message) => {
    const error = errorOf(text, 1);
    expect(error.message).toContain(message);
    expect(error.line).toBe(line);
  });

  it('puts a library error on the line of the file', () => {
    expect(errorOf('a: 1\na: "open', 40).line).toBe(41);
  });
});
