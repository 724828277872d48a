import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { paletteIndex, paletteSize } from './palette';

describe('palette', () => {
  it('wraps block and stream numbers onto the eight colours', () => {
    expect([0, 7, 8, 17].map(paletteIndex)).toEqual([0, 7, 0, 1]);
  });

  it('has every colour defined in styles.css, for the light theme and the canvas bubble in both', () => {
    const css = fs.readFileSync(path.join(import.meta.dirname, '..', 'styles.css'), 'utf8');
    for (let i = 0; i < paletteSize; i++) expect(css).toMatch(new RegExp(`--block-${i}: #[0-9a-f]{6};`));
    expect(css.match(/--bubble: #[0-9a-f]{6};/g)?.length).toBe(2);
  });
});
