import { describe, expect, it } from 'vitest';
import { labHref, lessonHref, readLessonRoute } from './route';
import { searchLessons } from './search';
import { move, presenterKey, presenterSteps, slideScrollTop, stepOfSection } from './presenter';
import { fixtureLesson } from '../ciphers/aes/lesson-fixture';

const lessons = [
  fixtureLesson('01-an-aes-round', 'An AES round'),
  fixtureLesson('04-pipelining', 'Pipelining and the wall'),
];

describe('lesson routes in the URL', () => {
  it('leaves the lab’s URLs to the lab', () => {
    expect(readLessonRoute('?config=aes128-enc-lu1-lut-online-all', lessons)).toEqual({ route: null, problems: [] });
  });

  it('reads the index, a lesson, a section and presenter mode', () => {
    expect(readLessonRoute('?lessons', lessons).route).toEqual({ kind: 'index', query: '' });
    expect(readLessonRoute('?lessons=pipeline', lessons).route).toEqual({ kind: 'index', query: 'pipeline' });
    expect(readLessonRoute('?lesson=04-pipelining&section=the-wall', lessons)).toEqual({
      route: { kind: 'lesson', slug: '04-pipelining', section: 'the-wall', present: null },
      problems: [],
    });
    expect(readLessonRoute('?lesson=04-pipelining&present', lessons).route).toMatchObject({ present: 1 });
    expect(readLessonRoute('?lesson=04-pipelining&present=3', lessons).route).toMatchObject({ present: 3 });
  });

  it('says what is wrong with a malformed lesson link', () => {
    expect(readLessonRoute('?lesson=99-nothing', lessons).route).toEqual({
      kind: 'missing',
      message: 'There is no lesson “99-nothing”. Lesson names are a folder of lessons/, such as 01-an-aes-round.',
    });
    expect(readLessonRoute('?lesson=', lessons).route).toMatchObject({
      kind: 'missing',
      message: expect.stringContaining('empty'),
    });
    const bad = readLessonRoute('?lesson=04-pipelining&section=nope&present=99&colour=red', lessons);
    expect(bad.route).toEqual({ kind: 'lesson', slug: '04-pipelining', section: null, present: 1 });
    expect(bad.problems).toEqual([
      'URL parameter "colour" is not one the lessons read (lessons, lesson, section, present)',
      'URL parameter "section": “nope” is not a section of Pipelining and the wall; opening it at the start',
      'URL parameter "present": expected a step from 1 to 5, got “99”; starting at step 1',
    ]);
  });

  it('writes links that read back the same', () => {
    for (const route of [
      { kind: 'index' as const, query: '' },
      { kind: 'index' as const, query: 'cbc wall' },
      { kind: 'lesson' as const, slug: '04-pipelining', section: 'the-wall', present: null },
      { kind: 'lesson' as const, slug: '04-pipelining', section: null, present: 2 },
    ]) {
      expect(readLessonRoute(lessonHref(route), lessons).route).toEqual(route);
    }
    expect(lessonHref({ kind: 'index', query: '' })).toBe('?lessons');
    expect(labHref('aes128-enc-pp2-lut-online-all', 'cbc')).toBe('?config=aes128-enc-pp2-lut-online-all&mode=cbc');
  });
});

describe('search', () => {
  it('finds lessons by every word, in any field, or by number', () => {
    expect(searchLessons(lessons, '').length).toBe(2);
    expect(searchLessons(lessons, 'PIPELINING feedback').map((l) => l.slug)).toEqual(['04-pipelining']);
    expect(searchLessons(lessons, 'round').map((l) => l.slug)).toEqual(['01-an-aes-round']);
    expect(searchLessons(lessons, '4').map((l) => l.slug)).toEqual(['04-pipelining']);
    expect(searchLessons(lessons, 'serpent')).toEqual([]);
  });
});

describe('presenter mode', () => {
  const lesson = lessons[1];

  it('reveals each section block by block', () => {
    expect(presenterSteps(lesson)).toEqual([
      { section: 0, shown: 1 },
      { section: 0, shown: 2 },
      { section: 1, shown: 1 },
      { section: 1, shown: 2 },
      { section: 1, shown: 3 },
    ]);
    expect(stepOfSection(lesson, 'the-wall')).toBe(2);
  });

  it('moves on the keys a presentation clicker sends, within the steps', () => {
    expect(['ArrowRight', 'PageDown', ' ', 'ArrowDown'].map((k) => presenterKey(k))).toEqual([
      'next',
      'next',
      'next',
      'next',
    ]);
    expect(['ArrowLeft', 'PageUp', 'ArrowUp'].map((k) => presenterKey(k))).toEqual([
      'previous',
      'previous',
      'previous',
    ]);
    expect(presenterKey(' ', true)).toBe('previous');
    expect(presenterKey('x')).toBeNull();
    expect(move(0, 5, 'previous')).toBe(0);
    expect(move(4, 5, 'next')).toBe(4);
    expect(move(2, 5, 'next')).toBe(3);
    expect(move(2, 5, 'last')).toBe(4);
  });

  it('opens a slide at its heading and brings a later block into view below the toolbar', () => {
    // 480 px high with a 50 px toolbar: 430 px of room.
    const view = { scrollTop: 600, height: 480, bar: 50, opensSlide: false };
    // A slide's first step goes back to the top, whatever its first block's height (lesson 12's
    // long first paragraph at 150 % had scrolled its heading 140 px out of view).
    expect(slideScrollTop({ ...view, blockTop: 700, blockBottom: 1400, opensSlide: true })).toBe(0);
    // A block already in view: no movement.
    expect(slideScrollTop({ ...view, blockTop: 700, blockBottom: 1000 })).toBe(600);
    // A block below the view that fits: its bottom at the bottom.
    expect(slideScrollTop({ ...view, blockTop: 1000, blockBottom: 1200 })).toBe(720);
    // A block taller than the room: its top under the toolbar.
    expect(slideScrollTop({ ...view, blockTop: 1000, blockBottom: 1600 })).toBe(950);
    // A block above the view (a step back): its top under the toolbar.
    expect(slideScrollTop({ ...view, blockTop: 300, blockBottom: 400 })).toBe(250);
  });
});
