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

describe('the lessons’ YAML subset', () => {
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
        'question: >',
        '  folded over',
        '  two lines',
        'code: |',
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

  it('keeps each value’s line, offset by where the block starts in its file', () => {
    const doc = parseYaml('a: 1\nb:\n  c: x\n', 10);
    if (doc.kind !== 'map') throw new Error('map expected');
    expect(doc.entries.get('a')!.line).toBe(10);
    const b = doc.entries.get('b')!.node;
    if (b.kind !== 'map') throw new Error('map expected');
    expect(b.entries.get('c')!.node.line).toBe(12);
  });

  it.each([
    ['a: 1\na: 2', 2, '"a" is given twice'],
    ['a: 1\n\tb: 2', 2, 'tabs'],
    ['a: 1\n    b: 2', 2, 'unexpected indentation'],
    ['a: "open', 1, 'unterminated'],
    ['a: &anchor x', 1, 'anchors'],
    ['a: {b: 1}', 1, 'flow mappings'],
    ['a:', 1, 'has no value'],
    ['just text', 1, 'expected "key: value"'],
    ['a: [1, [2]]', 1, 'nested flow'],
    ['a: [1, 2', 1, 'must end on its line'],
  ])('refuses %j on line %i', (text, line, message) => {
    const error = errorOf(text, 1);
    expect(error.line).toBe(line);
    expect(error.message).toContain(message);
  });
});
