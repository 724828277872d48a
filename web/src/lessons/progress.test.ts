import { describe, expect, it } from 'vitest';
import {
  emptyProgress,
  lessonStatus,
  markOpened,
  markSolved,
  progressKey,
  readProgress,
  writeProgress,
  type ProgressStorage,
} from './progress';
import { fixtureLesson } from '../ciphers/aes/lesson-fixture';

function memory(initial: Record<string, string> = {}): ProgressStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (k) => data[k] ?? null, setItem: (k, v) => void (data[k] = v) };
}

describe('progress kept in the browser', () => {
  const lesson = fixtureLesson();

  it('starts new, is started once opened, done when every exercise is solved', () => {
    let p = emptyProgress();
    expect(lessonStatus(p, lesson)).toEqual({ state: 'new', solved: 0, total: 2 });
    p = markOpened(p, lesson.slug);
    expect(lessonStatus(p, lesson).state).toBe('started');
    p = markSolved(markSolved(p, lesson.slug, 'pp2-cbc'), lesson.slug, 'pp2-cbc');
    expect(lessonStatus(p, lesson)).toEqual({ state: 'started', solved: 1, total: 2 });
    p = markSolved(p, lesson.slug, 'pp2-ecb');
    expect(lessonStatus(p, lesson)).toEqual({ state: 'done', solved: 2, total: 2 });
  });

  it('survives a round trip through storage', () => {
    const storage = memory();
    const p = markSolved(emptyProgress(), lesson.slug, 'pp2-cbc');
    expect(writeProgress(storage, p)).toBe(true);
    expect(readProgress(storage)).toEqual(p);
  });

  it('reads damaged, old or foreign records as no progress', () => {
    for (const stored of ['not json', '{"version":0,"lessons":{}}', '[]', '{"version":1,"lessons":null}']) {
      expect(readProgress(memory({ [progressKey]: stored }))).toEqual(emptyProgress());
    }
    expect(
      readProgress(memory({ [progressKey]: '{"version":1,"lessons":{"x":{"opened":true,"solved":["a",3]}}}' })),
    ).toEqual({
      version: 1,
      lessons: { x: { opened: true, solved: ['a'] } },
    });
    expect(readProgress(null)).toEqual(emptyProgress());
  });

  it('says when the browser refuses to store', () => {
    const refusing: ProgressStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(writeProgress(refusing, emptyProgress())).toBe(false);
    expect(writeProgress(null, emptyProgress())).toBe(false);
  });
});
