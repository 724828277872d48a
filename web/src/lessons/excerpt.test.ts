import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { findExcerpt } from './excerpt';

const source = [
  'package p;', // 1
  '  function automatic logic [7:0] xtime(input logic [7:0] a);', // 2
  "    return {a[6:0], 1'b0} ^ (a[7] ? 8'h1b : 8'h00);", // 3
  '  endfunction', // 4
  'endpackage', // 5
  'module m (', // 6
  '  input logic a', // 7
  ');', // 8
  '  if (A) begin : gen_a', // 9
  '    always_comb begin', // 10
  '      // an end in a comment', // 11
  '      x = "begin";', // 12
  '    end', // 13
  '  end else begin : gen_b', // 14
  '    assign x = 0;', // 15
  '  end', // 16
  'endmodule', // 17
  'module m2; endmodule', // 18
].join('\n');

describe('HDL excerpts by marker', () => {
  it('finds a module, a function and a named block, dedented, with their lines', () => {
    expect(findExcerpt(source, 'module m')).toMatchObject({ from: 6, to: 17 });
    const f = findExcerpt(source, 'function xtime');
    expect(f).toMatchObject({ from: 2, to: 4 });
    expect(typeof f !== 'string' && f.text.startsWith('function automatic')).toBe(true);
    // begin/end in comments and strings do not count.
    expect(findExcerpt(source, 'block gen_a')).toMatchObject({ from: 9, to: 14 });
    // The `else begin : gen_b` after gen_a's closing `end` belongs to the next block.
    const a = findExcerpt(source, 'block gen_a');
    expect(typeof a !== 'string' && a.text.split('\n').at(-1)).toBe('end');
    expect(findExcerpt(source, 'block gen_b')).toMatchObject({ from: 14, to: 16 });
  });

  it.each([
    ['module nowhere', 'matches nothing'],
    ['task xtime', 'unknown kind "task"'],
    ['module', 'expected "<kind> <name>"'],
  ])('says why %j cannot be found', (marker, message) => {
    expect(findExcerpt(source, marker)).toContain(message);
  });

  it('refuses a marker that matches more than one place', () => {
    expect(findExcerpt(`${source}\n  if (B) begin : gen_a\n  end`, 'block gen_a')).toContain(
      'matches 2 places (lines 9, 19)',
    );
  });

  it('finds the markers the lessons use in the real RTL', () => {
    const rtl = path.resolve(import.meta.dirname, '..', '..', '..', 'hdl', 'rtl', 'aes');
    const text = (f: string) => fs.readFileSync(path.join(rtl, f), 'utf8');
    expect(findExcerpt(text('aes_mix_columns.sv'), 'module aes_mix_columns')).toMatchObject({ from: 5 });
    expect(findExcerpt(text('aes_pkg.sv'), 'function xtime')).not.toBeTypeOf('string');
    expect(findExcerpt(text('aes_round_slice.sv'), 'block gen_reg_sbox')).not.toBeTypeOf('string');
  });
});
