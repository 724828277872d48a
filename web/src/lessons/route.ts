// The lessons' part of the page's URL, read and written like url-state.ts: every parameter
// is checked and a bad one is reported by name, so a malformed link says what is wrong.
//   ?lessons[=<search>]                              the index
//   ?lesson=<folder>[&section=<id>]                  a lesson, opened at a section
//   ?lesson=<folder>&present[=<step>]                presenter mode, at a step (1-based)
import type { Lesson } from './schema';
import { presenterSteps } from './presenter';
import { isLessonsSearch } from '../page-route';

export type LessonRoute =
  | { kind: 'index'; query: string }
  | { kind: 'lesson'; slug: string; section: string | null; present: number | null }
  /** A lesson link that names no lesson: the page says so and offers the index. */
  | { kind: 'missing'; message: string };

export interface ReadRoute {
  route: LessonRoute | null;
  problems: string[];
}

const lessonParams = new Set(['lessons', 'lesson', 'section', 'present']);

/** The lessons route of `search`, or null when the URL is the lab's. */
export function readLessonRoute(search: string, lessons: Lesson[]): ReadRoute {
  const params = new URLSearchParams(search);
  if (!isLessonsSearch(search)) return { route: null, problems: [] };
  const problems: string[] = [];
  for (const name of params.keys()) {
    if (!lessonParams.has(name))
      problems.push(`URL parameter "${name}" is not one the lessons read (lessons, lesson, section, present)`);
  }
  if (params.has('lessons')) {
    if (params.has('lesson')) problems.push('URL parameters "lessons" and "lesson" together: showing the index');
    return { route: { kind: 'index', query: params.get('lessons') ?? '' }, problems };
  }
  const slug = params.get('lesson') ?? '';
  const lesson = lessons.find((l) => l.slug === slug);
  if (!lesson) {
    const message =
      slug === ''
        ? 'The link names no lesson: “lesson=” is empty.'
        : `There is no lesson “${slug}”. Lesson names are a folder of lessons/, such as ${lessons[0]?.slug ?? '01-…'}.`;
    return { route: { kind: 'missing', message }, problems };
  }
  let section = params.get('section');
  if (section !== null && !lesson.sections.some((s) => s.id === section)) {
    problems.push(`URL parameter "section": “${section}” is not a section of ${lesson.title}; opening it at the start`);
    section = null;
  }
  let present: number | null = null;
  if (params.has('present')) {
    const raw = params.get('present') ?? '';
    const count = presenterSteps(lesson).length;
    if (raw === '') present = 1;
    else if (/^\d+$/.test(raw) && Number(raw) >= 1 && Number(raw) <= count) present = Number(raw);
    else {
      problems.push(`URL parameter "present": expected a step from 1 to ${count}, got “${raw}”; starting at step 1`);
      present = 1;
    }
  }
  return { route: { kind: 'lesson', slug, section, present }, problems };
}

export function lessonHref(route: LessonRoute): string {
  const params = new URLSearchParams();
  if (route.kind === 'index' || route.kind === 'missing') {
    params.set('lessons', route.kind === 'index' ? route.query : '');
  } else {
    params.set('lesson', route.slug);
    if (route.section) params.set('section', route.section);
    if (route.present !== null) params.set('present', String(route.present));
  }
  return `?${params.toString().replace(/=(&|$)/g, '$1')}`;
}

/** The lab on a lesson's configuration (and mode, when the lesson names one). */
export function labHref(config: string, mode: string | null): string {
  const params = new URLSearchParams({ config });
  if (mode) params.set('mode', mode);
  return `?${params}`;
}
