// The lessons in lessons/ as the build sees them: every one loads without a problem, and every
// exercise's answer is computable by the lab (the RTL runs on the built models in Node, as in
// the browser's worker, or sim-core), so no learner meets an exercise the lab cannot check.
import { describe, expect, it } from 'vitest';
import { loadSimCore } from '../test-support/built';
import { formatProblem, loadLessons } from './load';
import { lessonContext, readLessonFiles } from './node-context';
import { computeAnswer, defaultChains, lessonWorkload, measureRun } from './answers';
import { nodeRunner } from './node-runner';
import type { ModeName } from './schema';

const simCore = loadSimCore();
const { lessons, problems } = loadLessons(readLessonFiles(), lessonContext(simCore));

describe('the repository’s lessons', () => {
  it('load without problems', () => {
    expect(problems.map(formatProblem)).toEqual([]);
    expect(lessons.length).toBeGreaterThanOrEqual(3);
  });

  it('name one capstone, the lesson the index puts above the list', () => {
    expect(lessons.filter((l) => l.capstone !== null).map((l) => [l.slug, l.capstone])).toEqual([
      ['14-choosing-aes-the-finalists-in-hardware', 'which AES finalist suits an FPGA best'],
    ]);
  });

  // An occupancy widget tells the learner the cycles per block of every core and mode it offers.
  const charts = lessons.flatMap((l) =>
    l.sections.flatMap((s) =>
      s.blocks.flatMap((b) =>
        b.k === 'widget' && b.widget.type === 'occupancy'
          ? b.widget.configs.flatMap((config) =>
              (b.widget as { modes: string[] }).modes.map((mode) => ({
                lesson: l.slug,
                line: b.line,
                config,
                mode,
                widget: b.widget,
              })),
            )
          : [],
      ),
    ),
  );
  it.each(charts.map((c) => [`${c.lesson}:${c.line} ${c.config} ${c.mode}`, c] as const))(
    '%s runs long enough for a steady state',
    async (_name, c) => {
      if (c.widget.type !== 'occupancy') throw new Error('occupancy widget expected');
      const mode = c.mode as ModeName;
      const run = await nodeRunner(
        c.config,
        lessonWorkload(
          simCore,
          c.config,
          mode,
          c.widget.blocks,
          defaultChains(simCore, c.config, mode, c.widget.chains),
        ),
      );
      expect(measureRun(simCore, run, c.config).cyclesPerBlock).not.toBeNull();
    },
  );

  const exercises = lessons.flatMap((l) =>
    l.sections.flatMap((s) =>
      s.blocks.flatMap((b) => (b.k === 'exercise' ? [{ lesson: l.slug, exercise: b.exercise }] : [])),
    ),
  );
  it.each(exercises.map((e) => [`${e.lesson} ${e.exercise.id}`, e] as const))(
    '%s has an answer the lab computes',
    async (_name, { exercise }) => {
      const value = await computeAnswer(simCore, exercise.answer, nodeRunner);
      expect(Number.isFinite(value)).toBe(true);
    },
  );
});
