// lessons/README.md documents the lesson format with a front matter, an excerpt and an exercise
// to copy: taken from the README exactly as written, they load through the build's loader with
// the repository's own context (registry, sim-core's rules, the HDL), so the template cannot
// drift from what the build accepts.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSimCore } from '../test-support/built';
import { formatProblem, loadLesson } from './load';
import { lessonContext, lessonsDir } from './node-context';

const readme = fs.readFileSync(path.join(lessonsDir, 'README.md'), 'utf8');

/** The one fenced example `pattern` finds in the README. */
function example(what: string, pattern: RegExp): string {
  const found = [...readme.matchAll(pattern)];
  if (found.length !== 1) throw new Error(`lessons/README.md has ${found.length} ${what} examples, expected one`);
  return found[0][1];
}

describe('the template in lessons/README.md', () => {
  const frontMatter = example('front matter', /^```yaml\n(---\n[\s\S]*?\n---)\n```$/gm);
  const include = example('::include', /^```\n(::include\{.*\})\n```$/gm);
  const exercise = example('exercise', /^````\n(```exercise\n[\s\S]*?\n```)\n````$/gm);

  it('loads as written, without problems', () => {
    const text = [frontMatter, '', '## The template', '', include, '', exercise, ''].join('\n');
    // The front matter names 03-unrolling as a prerequisite of a lesson that comes after it.
    const slugs = new Set(['03-unrolling', '04-pipelining']);
    const { lesson, problems } = loadLesson(
      'lessons/04-pipelining/index.md',
      text,
      lessonContext(loadSimCore()),
      slugs,
    );
    expect(problems.map(formatProblem)).toEqual([]);
    expect(lesson).toMatchObject({
      duration: 30,
      objectives: ["Predict a pipeline's cycles per block with and without feedback"],
      prerequisites: ['03-unrolling'],
      lab: { config: 'aes128-enc-pp5-lut-online-all', mode: 'cbc' },
      papers: [{ key: 'elbirt2000' }],
    });
    const [excerpt, card] = lesson!.sections[0].blocks;
    expect(excerpt).toMatchObject({ k: 'excerpt', file: 'hdl/rtl/aes/aes_mix_columns.sv' });
    expect(card.k === 'exercise' && card.exercise).toMatchObject({
      id: 'sp21-cbc',
      tolerance: { kind: 'absolute', value: 0.01 },
      format: 'number',
      answer: { from: 'simulate', config: 'aes128-enc-sp2m1-lut-online-all', mode: 'cbc', blocks: 40 },
      hints: [[{ t: 'text', v: 'Each block waits for the one before.' }]],
    });
  });
});
