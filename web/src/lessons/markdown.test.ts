import { describe, expect, it } from 'vitest';
import { MarkdownError, parseAttributes, parseInline, parseMarkdown, plainText } from './markdown';

function errorOf(body: string, first = 1): MarkdownError {
  try {
    parseMarkdown(body, first);
  } catch (error) {
    if (error instanceof MarkdownError) return error;
    throw error;
  }
  throw new Error('no error');
}

describe('lesson markdown', () => {
  it('reads inline markup into nodes, never HTML', () => {
    expect(parseInline('a **b** *c* `d` [e](lesson:01-x) \\*f', 1)).toEqual([
      { t: 'text', v: 'a ' },
      { t: 'strong', c: [{ t: 'text', v: 'b' }] },
      { t: 'text', v: ' ' },
      { t: 'em', c: [{ t: 'text', v: 'c' }] },
      { t: 'text', v: ' ' },
      { t: 'code', v: 'd' },
      { t: 'text', v: ' ' },
      { t: 'link', href: 'lesson:01-x', c: [{ t: 'text', v: 'e' }] },
      { t: 'text', v: ' *f' },
    ]);
    expect(plainText(parseInline('2 * 3 < 7, **ok**', 1))).toBe('2 * 3 < 7, ok');
    expect(parseInline('s[r,c] and s[1,0]', 1)).toEqual([{ t: 'text', v: 's[r,c] and s[1,0]' }]);
  });

  it('reads blocks with the file line each starts on', () => {
    const blocks = parseMarkdown(
      [
        '## One',
        '',
        'A paragraph',
        'over two lines.',
        '',
        '- item',
        '  continued',
        '- two',
        '',
        '| a | b |',
        '| --- | --- |',
        '| 1 | 2 |',
        '',
        '> a note',
        '',
        '```text',
        'x',
        '```',
        '',
        '::occupancy{config=a,b mode=ecb',
        '  blocks=8}',
        '',
        '### Sub',
      ].join('\n'),
      5,
    );
    expect(blocks.map((b) => [b.k, b.line])).toEqual([
      ['heading', 5],
      ['p', 7],
      ['list', 10],
      ['table', 14],
      ['note', 18],
      ['fence', 20],
      ['directive', 24],
      ['heading', 27],
    ]);
    expect(blocks[1]).toMatchObject({ c: [{ t: 'text', v: 'A paragraph over two lines.' }] });
    expect(blocks[2]).toMatchObject({ items: [[{ v: 'item continued' }], [{ v: 'two' }]] });
    expect(blocks[6]).toMatchObject({ name: 'occupancy', attrs: { config: 'a,b', mode: 'ecb', blocks: '8' } });
  });

  it('reads directive attributes, quoted or not', () => {
    expect(parseAttributes('file=hdl/x.sv marker="module aes_core"', 1)).toEqual({
      file: 'hdl/x.sv',
      marker: 'module aes_core',
    });
    expect(() => parseAttributes('a=1 a=2', 3)).toThrow('given twice');
    expect(() => parseAttributes('a = 1', 3)).toThrow('expected name=value');
  });

  it.each([
    ['# Title', 1, 'title comes from the front matter'],
    ['#### Deep', 1, 'level-4 heading'],
    ['text\n\n<div>x</div>', 3, 'raw HTML'],
    ['```text\nnever closed', 1, 'not closed'],
    ['a `code', 1, 'not closed'],
    ['see [this](x', 1, 'link is not closed'],
    ['| a |\n| b |', 1, 'separator row'],
    ['| a | b |\n| --- | --- |\n| 1 |', 3, 'has 1 cells'],
    ['::widget{a=1', 1, 'no closing "}"'],
    [':: bad', 1, 'cannot read the directive'],
    ['- a\n1. b', 2, 'mixes'],
    ['    indented code', 1, 'indented text'],
  ])('refuses %j at line %i', (body, line, message) => {
    const error = errorOf(body);
    expect(error.line).toBe(line);
    expect(error.message).toContain(message);
  });
});
