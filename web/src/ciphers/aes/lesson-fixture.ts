// A small lesson, loaded through the real loader, for the tests of the page's lesson logic.
import { loadLesson, type LessonContext } from '../../lessons/load';
import type { Lesson } from '../../lessons/schema';

const context: LessonContext = {
  prebuilt: new Set(['aes128-enc-pp2-lut-online-all']),
  checkConfiguration: () => null,
  modesOf: () => ['ecb', 'cbc'].map((mode) => ({ mode, decrypt: false })),
  readFile: () => null,
  traceSteps: () => 'the fixture has no trace exercise',
  papers: { elbirt2000: { cite: 'Elbirt et al. 2000', tables: ['Tables 2 and 3'] } },
};

export function fixtureLesson(slug = '04-pipelining', title = 'Pipelining and the wall'): Lesson {
  const text = `---
title: ${title}
summary: Why feedback modes starve a pipeline.
duration: 30
objectives: [Predict cycles per block]
prerequisites: []
lab:
  config: aes128-enc-pp2-lut-online-all
reproduces: Elbirt et al. (2000), Table 3
papers: [elbirt2000]
---

## Two blocks in flight

PP-2 keeps two blocks in its loop.

::occupancy{config=aes128-enc-pp2-lut-online-all mode=ecb,cbc}

## The wall

CBC waits.

\`\`\`exercise
id: pp2-cbc
question: Cycles per block in CBC?
answer:
  simulate: aes128-enc-pp2-lut-online-all
  mode: cbc
  measure: cyclesPerBlock
hints: [Each block waits.]
\`\`\`

\`\`\`exercise
id: pp2-ecb
question: And in ECB?
answer:
  predict: aes128-enc-pp2-lut-online-all
  measure: cyclesPerBlock
hints: [Two at once.]
\`\`\`
`;
  const { lesson, problems } = loadLesson(`lessons/${slug}/index.md`, text, context, new Set([slug]));
  if (!lesson) throw new Error(problems.map((p) => p.message).join('\n'));
  return lesson;
}
