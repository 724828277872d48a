import { test } from 'node:test';
import assert from 'node:assert/strict';
import { failureExcerpt } from '../lib/failure-excerpt.mjs';

const tap = [
  'TAP version 13',
  '# Subtest: the recipe',
  'not ok 1 - the recipe',
  '  ---',
  "  error: 'Command failed: git clone'",
  '  ...',
  ...Array.from({ length: 80 }, (_, i) => `ok ${i + 2} - passing test ${i}`),
  '# fail 1',
].join('\n');

test("a failed node --test run: the failing test's line and its error, not the passing tail", () => {
  const excerpt = failureExcerpt(tap);
  assert.equal(excerpt, ['not ok 1 - the recipe', '  ---', "  error: 'Command failed: git clone'", '  ...'].join('\n'));
});

test('output without a failing TAP test: its last 60 lines', () => {
  const output = Array.from({ length: 100 }, (_, i) => `line ${i}`).join('\n');
  const excerpt = failureExcerpt(output).split('\n');
  assert.equal(excerpt.length, 60);
  assert.equal(excerpt[0], 'line 40');
  assert.equal(excerpt.at(-1), 'line 99');
});
