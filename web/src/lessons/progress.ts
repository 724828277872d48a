// A learner's progress, kept in the browser (localStorage): which lessons were opened and
// which exercises were answered right. Nothing leaves the device. A missing, old or damaged
// record reads as no progress, never as an error.
import type { Lesson } from './schema';

export interface Progress {
  version: 1;
  lessons: Record<string, { opened: boolean; solved: string[] }>;
}

export const progressKey = 'cipherscope.lessons.progress';

/** The part of Storage used here, so tests can pass a Map-backed one. */
export type ProgressStorage = Pick<Storage, 'getItem' | 'setItem'>;

export const emptyProgress = (): Progress => ({ version: 1, lessons: {} });

export function readProgress(storage: ProgressStorage | null): Progress {
  try {
    const data = JSON.parse(storage?.getItem(progressKey) ?? 'null') as Progress | null;
    if (!data || data.version !== 1 || typeof data.lessons !== 'object' || data.lessons === null)
      return emptyProgress();
    const lessons: Progress['lessons'] = {};
    for (const [slug, entry] of Object.entries(data.lessons)) {
      if (!entry || typeof entry !== 'object') continue;
      const solved = Array.isArray(entry.solved) ? entry.solved.filter((s): s is string => typeof s === 'string') : [];
      lessons[slug] = { opened: entry.opened === true, solved };
    }
    return { version: 1, lessons };
  } catch {
    return emptyProgress();
  }
}

/** Store progress; false when the browser refuses (private mode, quota), which the page says. */
export function writeProgress(storage: ProgressStorage | null, progress: Progress): boolean {
  try {
    storage?.setItem(progressKey, JSON.stringify(progress));
    return storage !== null;
  } catch {
    return false;
  }
}

const entryOf = (p: Progress, slug: string) => p.lessons[slug] ?? { opened: false, solved: [] };

export function markOpened(p: Progress, slug: string): Progress {
  if (entryOf(p, slug).opened) return p;
  return { ...p, lessons: { ...p.lessons, [slug]: { ...entryOf(p, slug), opened: true } } };
}

export function markSolved(p: Progress, slug: string, exerciseId: string): Progress {
  const entry = entryOf(p, slug);
  if (entry.solved.includes(exerciseId)) return p;
  return { ...p, lessons: { ...p.lessons, [slug]: { opened: true, solved: [...entry.solved, exerciseId] } } };
}

/** The exercise ids of a lesson, in order. */
export function exerciseIds(lesson: Lesson): string[] {
  return lesson.sections.flatMap((s) => s.blocks.flatMap((b) => (b.k === 'exercise' ? [b.exercise.id] : [])));
}

export interface LessonStatus {
  state: 'new' | 'started' | 'done';
  solved: number;
  total: number;
}

/** A lesson is done when every exercise it has now is solved (ids no longer in it do not count). */
export function lessonStatus(p: Progress, lesson: Lesson): LessonStatus {
  const ids = exerciseIds(lesson);
  const entry = entryOf(p, lesson.slug);
  const solved = ids.filter((id) => entry.solved.includes(id)).length;
  const state = ids.length > 0 && solved === ids.length ? 'done' : entry.opened || solved > 0 ? 'started' : 'new';
  return { state, solved, total: ids.length };
}
