import { describe, expect, it } from 'vitest';
import { MarkdownError, parseInline, parseLesson, plainText, type RawBlock } from './markdown';

const front = '---\ntitle: T\n---\n';

/** The body's blocks; the body's first line is line 4 of the file (after `front`). */
function blocksOf(body: string): RawBlock[] {
  const parsed = parseLesson(front + body);
  if (parsed.error) throw parsed.error;
  return parsed.blocks;
}

/** The body's problem, with its line counted from the body's first line. */
function errorOf(body: string): { message: string; line: number } {
  const { error } = parseLesson(front + body);
  if (!error) throw new Error('no error');
  return { message: error.message, line: error.line - 3 };
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
    expect(parseInline('see:this', 1)).toEqual([{ t: 'text', v: 'see:this' }]);
  });

  it('reads what the hand-written parser refused or got wrong', () => {
    expect(parseInline('[x](https://en.wikipedia.org/wiki/AES_(cipher))', 1)).toEqual([
      { t: 'link', href: 'https://en.wikipedia.org/wiki/AES_(cipher)', c: [{ t: 'text', v: 'x' }] },
    ]);
    expect(parseInline('*a **b** c*', 1)).toEqual([
      {
        t: 'em',
        c: [
          { t: 'text', v: 'a ' },
          { t: 'strong', c: [{ t: 'text', v: 'b' }] },
          { t: 'text', v: ' c' },
        ],
      },
    ]);
    expect(parseInline('`` a ` b ``', 1)).toEqual([{ t: 'code', v: 'a ` b' }]);
    expect(blocksOf('- a\n  - b\n  - c\n- d\n  1. e')).toEqual([
      {
        k: 'list',
        ordered: false,
        items: [
          [
            { t: 'text', v: 'a' },
            {
              t: 'list',
              ordered: false,
              items: [[{ t: 'text', v: 'b' }], [{ t: 'text', v: 'c' }]],
            },
          ],
          [
            { t: 'text', v: 'd' },
            { t: 'list', ordered: true, items: [[{ t: 'text', v: 'e' }]] },
          ],
        ],
        line: 4,
      },
    ]);
  });

  it('reads blocks with the file line each starts on', () => {
    const blocks = blocksOf(
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
        '| 1 | `2` |',
        '',
        '> a note',
        '',
        '```text',
        'x',
        '```',
        '',
        '::occupancy{config=a,b mode=ecb blocks=8}',
        '',
        '### Sub',
      ].join('\n'),
    );
    expect(blocks.map((b) => [b.k, b.line])).toEqual([
      ['heading', 4],
      ['p', 6],
      ['list', 9],
      ['table', 13],
      ['note', 17],
      ['fence', 19],
      ['directive', 23],
      ['heading', 25],
    ]);
    expect(blocks[1]).toMatchObject({ c: [{ t: 'text', v: 'A paragraph over two lines.' }] });
    expect(blocks[2]).toMatchObject({ items: [[{ v: 'item continued' }], [{ v: 'two' }]] });
    expect(blocks[3]).toMatchObject({
      head: [[{ v: 'a' }], [{ v: 'b' }]],
      rows: [[[{ t: 'text', v: '1' }], [{ t: 'code', v: '2' }]]],
    });
    expect(blocks[5]).toMatchObject({ lang: 'text', text: 'x', bodyLine: 20 });
    expect(blocks[6]).toMatchObject({ name: 'occupancy', attrs: { config: 'a,b', mode: 'ecb', blocks: '8' } });
  });

  it('reads directive attributes, quoted or not', () => {
    expect(blocksOf('::include{file=hdl/x.sv marker="module aes_core"}')).toMatchObject([
      { k: 'directive', name: 'include', attrs: { file: 'hdl/x.sv', marker: 'module aes_core' } },
    ]);
  });

  it('reads pipe tables with remark-gfm: escaped pipes, code, alignment, rows from their own lines', () => {
    const [table] = blocksOf(
      ['| a \\| b | `c\\|d` | *e* |', '| :-- | :-: | --: |', '| 1 | [x](lesson:01-x) | |', '| 2 | 3 | 4 |'].join('\n'),
    );
    expect(table).toEqual({
      k: 'table',
      head: [[{ t: 'text', v: 'a | b' }], [{ t: 'code', v: 'c|d' }], [{ t: 'em', c: [{ t: 'text', v: 'e' }] }]],
      rows: [
        [[{ t: 'text', v: '1' }], [{ t: 'link', href: 'lesson:01-x', c: [{ t: 'text', v: 'x' }] }], []],
        [[{ t: 'text', v: '2' }], [{ t: 'text', v: '3' }], [{ t: 'text', v: '4' }]],
      ],
      line: 4,
    });
    const broken = errorOf('| a |\n| --- |\n| *b |');
    expect(broken).toEqual({ message: '*emphasis* is not closed', line: 3 });
  });

  it('reads the rest of GFM as text, as CommonMark does, where lessons write it', () => {
    expect(parseInline('~1.4 Gbit/s and ~700 Mbit/s', 1)).toEqual([{ t: 'text', v: '~1.4 Gbit/s and ~700 Mbit/s' }]);
    expect(blocksOf('- \\[ ] not a box')).toMatchObject([{ k: 'list', items: [[{ t: 'text', v: '[ ] not a box' }]] }]);
    expect(parseInline('`https://x.org` and <https://x.org>', 1)).toEqual([
      { t: 'code', v: 'https://x.org' },
      { t: 'text', v: ' and ' },
      { t: 'link', href: 'https://x.org', c: [{ t: 'text', v: 'https://x.org' }] },
    ]);
  });

  it('finds the front matter and the line after it', () => {
    const parsed = parseLesson('---\ntitle: T\nduration: 5\n---\n\n## A\n\nText.\n');
    expect(parsed.frontMatter).toEqual({ yaml: 'title: T\nduration: 5', line: 2 });
    expect(parsed.bodyLine).toBe(5);
    expect(parseLesson('## A\n').frontMatter).toBeNull();
  });

  it.each([
    ['# Title', 1, 'title comes from the front matter'],
    ['#### Deep', 1, 'level-4 heading'],
    ['text\n\n<div>x</div>', 3, 'raw HTML'],
    ['text <b>bold</b>', 1, 'raw HTML'],
    ['```text\nnever closed', 1, 'not closed'],
    ['```exercise id=x\n```', 1, 'names its language only'],
    ['a `code', 1, 'not closed'],
    ['a **strong', 1, 'not closed'],
    ['a *emphasis', 1, 'not closed'],
    ['see [this](x', 1, 'link is not closed'],
    ['| a |\n| b |', 1, 'separator row'],
    ['| a | b |\n| --- | --- |\n| 1 |', 3, 'has 1 cells'],
    ['| a | b |\n| --- | --- |\n| 1 | 2 |\n| 1 | 2 | 3 |', 4, 'has 3 cells where the header has 2'],
    ['| a | b |\n| --- |\n| 1 | 2 |', 1, 'a "---" for each header cell'],
    [
      '| a | b |\n| --- | --- |\n| 1 | 2 |\nmore text',
      4,
      'a table row starts with "|" (a blank line ends the table): "more text"',
    ],
    ['a | b\n| --- | --- |', 1, 'a table row starts with "|"'],
    ['| a | b |\n--- | ---', 2, 'a table row starts with "|"'],
    ['a ~~gone~~ b', 1, 'struck-out text (~~gone~~)'],
    ['a[^1] b\n\n[^1]: the note', 1, 'a footnote ([^1])'],
    ['- [ ] do it', 1, 'a task list item'],
    ['see https://x.org/a for more', 1, 'a bare address (https://x.org/a): write the link as [text](https://x.org/a)'],
    ['mail lab@x.org', 1, 'a bare address (lab@x.org)'],
    ['text\n| a |\n| --- |', 2, 'blank line before it'],
    ['::widget{a=1', 1, 'a directive is one line'],
    ['::widget{a=1\n  b=2}', 1, 'a directive is one line'],
    ['::widget{a=1 a=2}', 1, 'attribute "a" is given twice'],
    ['::widget[label]{a=1}', 1, 'takes no [label]'],
    [':::box\ntext\n:::', 1, 'container directive'],
    ['a :abbr[HTML]{title=x} b', 1, 'text directive'],
    ['- a\n1. b', 2, 'mixes'],
    ['- a\n\n  second paragraph', 3, 'one paragraph of text'],
    ['the cycles fall as 10 / k\n+ 1 while', 2, 'a list item starts "+"'],
    ['> a\n>\n> b', 1, 'one paragraph'],
    ['![alt](https://x.org/a.png)', 1, 'an image'],
    ['[a][r]\n\n[r]: https://x.org', 1, 'a reference link ([a][r])'],
    ['text\n\n[r]: https://x.org', 3, 'link reference definition'],
    ['[a](https://x.org "title")', 1, 'a link title'],
    ['text\n\n---\n\nmore', 3, 'thematic break'],
    ['text\n\n    indented code', 3, 'indented text'],
  ])('refuses %j at line %i', (body, line, message) => {
    const error = errorOf(body);
    expect(error.message).toContain(message);
    expect(error.line).toBe(line);
  });

  it('refuses inline text given as data that markdown reads as a block', () => {
    expect(() => parseInline('1. first', 7)).toThrow(MarkdownError);
    expect(() => parseInline('1. first', 7)).toThrow("markdown's list");
    expect(parseInline('', 7)).toEqual([]);
  });
});
