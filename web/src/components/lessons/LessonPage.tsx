// One lesson: its objectives, sections with live widgets and exercises, the papers it draws
// on, and the way on (the lab on the lesson's configuration, presenter mode, the next lesson).
import { useEffect, useRef } from 'react';
import type { Lesson } from '../../lessons/schema';
import { lessonStatus } from '../../lessons/progress';
import { labHref } from '../../lessons/route';
import { modeNameOf } from '../../mode-names';
import { InlineText, LessonBlock } from './Blocks';
import { useLessonEnv } from './context';
import { RouteLink } from './RouteLink';

export function LessonPage({ lesson, section }: { lesson: Lesson; section: string | null }) {
  const { lessons, progress, registry } = useLessonEnv();
  const status = lessonStatus(progress, lesson);
  const index = lessons.findIndex((l) => l.slug === lesson.slug);
  const previous = lessons[index - 1];
  const next = lessons[index + 1];
  const labTitle = registry.entries.find((e) => e.id === lesson.lab.config)?.title ?? lesson.lab.config;

  // Open at the section a link names, and stay there while the widgets above it load and
  // grow, until the reader scrolls or a few seconds have passed.
  const article = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!section) {
      window.scrollTo(0, 0);
      return;
    }
    const anchor = () => document.getElementById(section)?.scrollIntoView();
    anchor();
    const observer = new ResizeObserver(anchor);
    if (article.current) observer.observe(article.current);
    const stop = () => observer.disconnect();
    const timer = window.setTimeout(stop, 5000);
    const events = ['wheel', 'keydown', 'touchstart', 'mousedown'] as const;
    for (const e of events) window.addEventListener(e, stop, { once: true });
    return () => {
      stop();
      window.clearTimeout(timer);
      for (const e of events) window.removeEventListener(e, stop);
    };
  }, [lesson.slug, section]);

  return (
    <article className="lesson" ref={article} data-testid="lesson-page" data-lesson={lesson.slug}>
      <nav className="breadcrumbs" aria-label="Breadcrumbs">
        <RouteLink route={{ kind: 'index', query: '' }} testId="back-to-index">
          Lessons
        </RouteLink>{' '}
        › Lesson {lesson.number}
      </nav>
      <h1 data-testid="lesson-title">
        <span className="lesson-number">{String(lesson.number).padStart(2, '0')}</span> {lesson.title}
      </h1>
      <p className="lesson-meta">
        {lesson.duration} min · reproduces {lesson.reproduces}
        {lesson.prerequisites.length > 0 && (
          <>
            {' '}
            · after{' '}
            {lesson.prerequisites.map((p, i) => {
              const l = lessons.find((x) => x.slug === p);
              return (
                <span key={p}>
                  {i > 0 && ', '}
                  <RouteLink route={{ kind: 'lesson', slug: p, section: null, present: null }}>
                    {l ? `${l.number}. ${l.title}` : p}
                  </RouteLink>
                </span>
              );
            })}
          </>
        )}
      </p>
      <div className="panel lesson-intro">
        <p>
          <strong>You will be able to:</strong>
        </p>
        <ul>
          {lesson.objectives.map((o) => (
            <li key={o}>{o}</li>
          ))}
        </ul>
        <div className="actions">
          <a className="button" href={labHref(lesson.lab.config, lesson.lab.mode)} data-testid="open-in-lab">
            Open in the lab: {labTitle}
            {lesson.lab.mode ? `, ${modeNameOf(lesson.lab.mode, lesson.lab.config)}` : ''}
          </a>
          <RouteLink
            route={{ kind: 'lesson', slug: lesson.slug, section: null, present: 1 }}
            className="button secondary"
            testId="start-presenting"
          >
            Present
          </RouteLink>
          <span className="status" data-testid="lesson-progress">
            {status.total > 0 ? `${status.solved} of ${status.total} exercises solved` : 'No exercises'}
            {status.state === 'done' ? ' ✓' : ''}
          </span>
        </div>
        <nav aria-label="Sections" className="toc">
          <ol>
            {lesson.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>
                  <InlineText nodes={s.title} />
                </a>
              </li>
            ))}
          </ol>
        </nav>
      </div>
      {lesson.sections.map((s) => (
        <section key={s.id} aria-labelledby={s.id} className="lesson-section">
          <h2 id={s.id}>
            <InlineText nodes={s.title} />
          </h2>
          {s.blocks.map((b, i) => (
            <LessonBlock key={i} block={b} slug={lesson.slug} />
          ))}
        </section>
      ))}
      <section className="panel" aria-labelledby="papers-title">
        <h2 id="papers-title">Papers</h2>
        <ul data-testid="lesson-papers">
          {lesson.papers.map((p) => (
            <li key={p.key}>{p.cite}</li>
          ))}
        </ul>
      </section>
      <nav className="lesson-pager" aria-label="More lessons">
        {previous ? (
          <RouteLink
            route={{ kind: 'lesson', slug: previous.slug, section: null, present: null }}
            testId="previous-lesson"
          >
            ← {previous.number}. {previous.title}
          </RouteLink>
        ) : (
          <span />
        )}
        {next && (
          <RouteLink route={{ kind: 'lesson', slug: next.slug, section: null, present: null }} testId="next-lesson">
            {next.number}. {next.title} →
          </RouteLink>
        )}
      </nav>
    </article>
  );
}
