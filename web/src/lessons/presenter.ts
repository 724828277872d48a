// Presenter mode's steps: each section is a slide, and each block of it one step of the
// reveal. Step n (0-based, over the whole lesson) shows section `section` with its first
// `shown` blocks. The keys a presentation clicker sends move one step.
import type { Lesson } from './schema';

export interface Step {
  section: number;
  shown: number;
}

export function presenterSteps(lesson: Lesson): Step[] {
  return lesson.sections.flatMap((s, section) =>
    Array.from({ length: Math.max(1, s.blocks.length) }, (_, i) => ({ section, shown: i + 1 })),
  );
}

/** What a key does in presenter mode: →, PageDown, Space and ↓ go on; ←, PageUp and ↑ go back. */
export function presenterKey(key: string, shift = false): 'next' | 'previous' | 'first' | 'last' | null {
  if (key === ' ' || key === 'Spacebar') return shift ? 'previous' : 'next';
  if (key === 'ArrowRight' || key === 'PageDown' || key === 'ArrowDown') return 'next';
  if (key === 'ArrowLeft' || key === 'PageUp' || key === 'ArrowUp') return 'previous';
  if (key === 'Home') return 'first';
  if (key === 'End') return 'last';
  return null;
}

export function move(step: number, count: number, action: 'next' | 'previous' | 'first' | 'last'): number {
  if (action === 'first') return 0;
  if (action === 'last') return count - 1;
  return Math.max(0, Math.min(count - 1, step + (action === 'next' ? 1 : -1)));
}

/** The first step of a section, for a link that opens presenter mode there. */
export function stepOfSection(lesson: Lesson, sectionId: string): number {
  const index = lesson.sections.findIndex((s) => s.id === sectionId);
  if (index < 0) return 0;
  return presenterSteps(lesson).findIndex((s) => s.section === index);
}

/** Where presenter mode's scroller is and what a step reveals, in the scroller's pixels. */
export interface SlideView {
  /** The scroller's scrollTop and height. */
  scrollTop: number;
  height: number;
  /** The sticky toolbar's height: content under it is hidden. */
  bar: number;
  /** The top and bottom of the block the step reveals, relative to the scroller's content. */
  blockTop: number;
  blockBottom: number;
  /** Whether the step opens its slide (it reveals the slide's first block). */
  opensSlide: boolean;
}

/**
 * The scrollTop presenter mode takes for a step: a slide opens at its top, heading first (a tall
 * first block must not push its heading out of view); a later step brings its block into view
 * with the least movement, its top first when it is taller than the room under the toolbar.
 */
export function slideScrollTop(v: SlideView): number {
  if (v.opensSlide) return 0;
  const top = v.scrollTop + v.bar;
  const bottom = v.scrollTop + v.height;
  const room = v.height - v.bar;
  if (v.blockTop >= top && v.blockBottom <= bottom) return v.scrollTop;
  if (v.blockBottom - v.blockTop > room || v.blockTop < top) return Math.max(0, v.blockTop - v.bar);
  return Math.max(0, v.blockBottom - v.height);
}
