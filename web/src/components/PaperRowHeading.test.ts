// The row heading both paper tables share (a lesson's ::paper-table, the finalists view's
// key-setup table): the markup each wrote for itself before.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PaperRowHeading } from './PaperRowHeading';
import type { PublishedRow } from '../throughput/published';

const row: PublishedRow = {
  source: 'elbirt2000',
  cipher: 'aes',
  table: 'Table 2',
  label: 'Rijndael LU-1',
  config: [],
  device: 'Xilinx Virtex XCV1000',
  planned: true,
  note: 'no such core',
};
const render = (props: Parameters<typeof PaperRowHeading>[0]) =>
  renderToStaticMarkup(createElement('tr', null, createElement(PaperRowHeading, props)));

describe('a paper row heading', () => {
  it("links the lab's core, or says why there is none", () => {
    expect(render({ row, id: 'aes128-enc-lu1' })).toBe(
      '<tr><th scope="row">Rijndael LU-1<br/><a href="?config=aes128-enc-lu1&amp;run" class="detail" title="Open aes128-enc-lu1 in the lab and run it">aes128-enc-lu1</a></th></tr>',
    );
    expect(render({ row, id: null })).toBe(
      '<tr><th scope="row">Rijndael LU-1<br/><span class="detail">no lab configuration: no such core</span></th></tr>',
    );
  });

  it("names the row's table, or its device and plan, only when asked", () => {
    expect(render({ row, withTable: true })).toMatch(/^<tr><th scope="row">Table 2: Rijndael LU-1<br\/>/);
    expect(render({ row, withDetails: true })).toMatch(
      /^<tr><th scope="row">Rijndael LU-1<span class="detail">, Xilinx Virtex XCV1000<\/span><span class="detail">, planned, not built<\/span><br\/>/,
    );
    expect(render({ row: { ...row, device: undefined, planned: false }, withDetails: true })).toMatch(
      /^<tr><th scope="row">Rijndael LU-1<br\/>/,
    );
  });
});
