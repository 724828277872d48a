// The widget registry: one component for every widget type the loader accepts, and a spec
// rendered by its type's component.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { widgetTypes } from '../../../lessons/schema';
import { LessonWidget, widgetProblems, widgets } from './index';

describe('the lesson widgets', () => {
  it('register a component for every widget type, and no other', () => {
    expect(Object.keys(widgets).sort()).toEqual([...widgetTypes].sort());
    for (const type of widgetTypes) expect(typeof widgets[type], type).toBe('function');
    // Each from one place: the shared widgets or one cipher's plug-in (AES's S-box table).
    expect(widgetProblems()).toEqual([]);
  });

  it("render a spec with its type's component", () => {
    const html = renderToStaticMarkup(createElement(LessonWidget, { spec: { type: 'sbox-table', highlight: 0x53 } }));
    expect(html).toContain('data-testid="widget-sbox-table"');
    // FIPS-197 Fig. 7: S(53) = ed.
    expect(html).toContain('S(53) = ed');
    expect(html).toMatch(/<button[^>]*aria-selected="true"[^>]*data-testid="sbox-53"/);
  });
});
