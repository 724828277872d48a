// The lessons' first page: every lesson with what it reproduces, its length and the learner's
// progress, and a search over their text (`/` focuses it).
import { useEffect, useRef } from 'react';
import type { Lesson } from '../../lessons/schema';
import { lessonStatus, type Progress } from '../../lessons/progress';
import { searchLessons } from '../../lessons/search';
import { RouteLink } from './RouteLink';

interface Props {
  lessons: Lesson[];
  query: string;
  progress: Progress;
  onQuery(query: string): void;
}

export function LessonIndex({ lessons, query, progress, onQuery }: Props) {
  const search = useRef<HTMLInputElement>(null);
  const found = searchLessons(lessons, query);
  const done = lessons.filter((l) => lessonStatus(progress, l).state === 'done').length;
  // The lesson the others lead to (its front matter's `capstone`: the finalists compared, Elbirt
  // et al.'s and Dandalis et al.'s questions answered on the lab's cores), named above the list.
  const capstone = lessons.find((l) => l.capstone !== null);

  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      const target = e.target as HTMLElement | null;
      if (e.key === '/' && target && !['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) {
        e.preventDefault();
        search.current?.focus();
      }
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <section aria-labelledby="lessons-title" data-testid="lesson-index">
      <h1 id="lessons-title">Lessons</h1>
      <p className="note">
        Self-paced lessons on how a block cipher becomes FPGA hardware, each with live simulators of the real RTL and
        exercises the lab checks by running them. Each reproduces a table or figure of a paper. Your progress stays in
        this browser: {done} of {lessons.length} lessons done.
      </p>
      {capstone && (
        <p className="note" data-testid="lesson-capstone">
          The capstone:{' '}
          <RouteLink route={{ kind: 'lesson', slug: capstone.slug, section: null, present: null }}>
            {String(capstone.number).padStart(2, '0')} {capstone.title}
          </RouteLink>
          , which asks the question the other lessons build to: {capstone.capstone}.
        </p>
      )}
      <div className="field">
        <label htmlFor="lesson-search">Search the lessons</label>
        <input
          id="lesson-search"
          ref={search}
          type="search"
          value={query}
          placeholder="pipelining, CBC, S-box, Elbirt…"
          onChange={(e) => onQuery(e.target.value)}
          aria-keyshortcuts="/"
          data-testid="lesson-search"
        />
      </div>
      <p className="note" aria-live="polite" data-testid="lesson-count">
        {query ? `${found.length} of ${lessons.length} lessons match “${query}”.` : `${lessons.length} lessons.`}
      </p>
      <ol className="lesson-list">
        {found.map((lesson) => {
          const status = lessonStatus(progress, lesson);
          const route = { kind: 'lesson' as const, slug: lesson.slug, section: null, present: null };
          return (
            <li key={lesson.slug} className={`lesson-card ${status.state}`} data-testid={`lesson-card-${lesson.slug}`}>
              <RouteLink route={route}>
                <span className="lesson-number">{String(lesson.number).padStart(2, '0')}</span> {lesson.title}
              </RouteLink>
              <p>{lesson.summary}</p>
              <p className="lesson-meta">
                {lesson.duration} min · reproduces {lesson.reproduces}
              </p>
              <p className="lesson-status" data-testid="lesson-status">
                {status.state === 'done' ? '✓ done' : status.state === 'started' ? 'started' : 'not started'}
                {status.total > 0 && ` · ${status.solved} of ${status.total} exercises`}
                <progress
                  value={status.solved}
                  max={Math.max(1, status.total)}
                  aria-label={`${lesson.title}: ${status.solved} of ${status.total} exercises solved`}
                />
              </p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
