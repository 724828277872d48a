// A nested list renders as a list inside its item's <li>, after the item's text.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Block } from '../../lessons/schema';
import { LessonBlock } from './Blocks';

describe('a lesson list', () => {
  it('renders a nested list as a <ul> or <ol> inside its item', () => {
    const block: Block = {
      k: 'list',
      ordered: false,
      items: [
        [
          { t: 'text', v: 'a ' },
          { t: 'em', c: [{ t: 'text', v: 'b' }] },
          { t: 'list', ordered: true, items: [[{ t: 'text', v: 'c' }], [{ t: 'code', v: 'd' }]] },
        ],
        [{ t: 'text', v: 'e' }],
      ],
      line: 1,
    };
    expect(renderToStaticMarkup(createElement(LessonBlock, { block, slug: '01-x' }))).toBe(
      '<ul><li>a <em>b</em><ol><li>c</li><li><code>d</code></li></ol></li><li>e</li></ul>',
    );
  });
});
