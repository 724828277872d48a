// The lessons' part of the page (?lessons, ?lesson=…): the index, a lesson, or presenter
// mode, moving between them without reloading (the URL always says where you are), with one
// simulator worker for the live widgets and exercises and progress kept in localStorage.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { SimCore } from '../../sim/sim-core';
import type { Registry } from '../../registry';
import type { OfflineController } from '../../offline/register';
import type { Lesson } from '../../lessons/schema';
import { lessonHref, readLessonRoute, type LessonRoute, type ReadRoute } from '../../lessons/route';
import { markOpened, markSolved, readProgress, writeProgress, type Progress } from '../../lessons/progress';
import { OfflineStatus } from '../OfflineStatus';
import { ThemePicker } from '../ThemePicker';
import { LessonEnvContext, type LessonEnv } from './context';
import { LessonLab } from './lesson-lab';
import { LessonIndex } from './LessonIndex';
import { LessonPage } from './LessonPage';
import { Presenter } from './Presenter';
import { UrlProblems } from '../UrlProblems';

interface Props {
  simCore: SimCore;
  registry: Registry;
  offline: OfflineController;
  lessons: Lesson[];
  initial: ReadRoute & { route: LessonRoute };
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function LessonsRoot({ simCore, registry, offline, lessons, initial }: Props) {
  const [route, setRoute] = useState<LessonRoute>(initial.route);
  const [problems, setProblems] = useState(initial.problems);
  const [progress, setProgress] = useState<Progress>(() => readProgress(storage()));
  const [stored, setStored] = useState(true);
  const lab = useMemo(() => new LessonLab((id) => offline.keep(id)), [offline]);
  useEffect(() => () => lab.dispose(), [lab]);

  const update = useCallback((change: (p: Progress) => Progress) => {
    setProgress((p) => {
      const next = change(p);
      if (next !== p) setStored(writeProgress(storage(), next));
      return next;
    });
  }, []);

  const navigate = useCallback((next: LessonRoute) => {
    window.history.pushState(null, '', lessonHref(next));
    setRoute(next);
    setProblems([]);
  }, []);

  useEffect(() => {
    const onPop = () => {
      const read = readLessonRoute(window.location.search, lessons);
      if (!read.route) window.location.reload();
      else {
        setRoute(read.route);
        setProblems(read.problems);
      }
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [lessons]);

  const lesson = route.kind === 'lesson' ? (lessons.find((l) => l.slug === route.slug) ?? null) : null;
  // A lesson shown is a lesson opened (kept in progress as the page shows it: adjusted during
  // render, as React advises for state that follows another).
  const [marked, setMarked] = useState<string | null>(null);
  if (lesson && marked !== lesson.slug) {
    setMarked(lesson.slug);
    update((p) => markOpened(p, lesson.slug));
  }
  useEffect(() => {
    document.title = lesson ? `${lesson.title} · CipherScope lessons` : 'Lessons · CipherScope';
  }, [lesson]);

  const env: LessonEnv = {
    simCore,
    registry,
    lab,
    lessons,
    progress,
    solve: (slug, id) => update((p) => markSolved(p, slug, id)),
    navigate,
    presenting: route.kind === 'lesson' && route.present !== null,
  };

  const banner = <UrlProblems problems={problems} />;

  if (lesson && route.kind === 'lesson' && route.present !== null) {
    return (
      <LessonEnvContext.Provider value={env}>
        <Presenter key={lesson.slug} lesson={lesson} start={route.present} banner={banner} />
      </LessonEnvContext.Provider>
    );
  }

  return (
    <LessonEnvContext.Provider value={env}>
      <main className="lessons">
        <header className="site-header">
          <a className="brand" href="./">
            CipherScope
          </a>
          <nav className="site-nav" aria-label="CipherScope">
            <a
              href={lessonHref({ kind: 'index', query: '' })}
              aria-current={route.kind === 'index' ? 'page' : undefined}
              onClick={(e) => {
                e.preventDefault();
                navigate({ kind: 'index', query: '' });
              }}
            >
              Lessons
            </a>
            <a href="./">The lab</a>
          </nav>
          <OfflineStatus offline={offline} configId={lesson?.lab.config ?? registry.defaultId} loadedId={null} />
          <ThemePicker />
        </header>
        {banner}
        {!stored && (
          <p className="note error" role="status" data-testid="progress-not-stored">
            This browser does not let the page store your progress: it lasts until you close the page.
          </p>
        )}
        {route.kind === 'index' && (
          <LessonIndex
            lessons={lessons}
            query={route.query}
            progress={progress}
            onQuery={(query) => {
              const next = { kind: 'index' as const, query };
              window.history.replaceState(null, '', lessonHref(next));
              setRoute(next);
            }}
          />
        )}
        {route.kind === 'missing' && (
          <section className="panel" role="alert" data-testid="lesson-missing">
            <h1>Lesson not found</h1>
            <p>{route.message}</p>
            <p>
              <a
                href={lessonHref({ kind: 'index', query: '' })}
                onClick={(e) => {
                  e.preventDefault();
                  navigate({ kind: 'index', query: '' });
                }}
              >
                See every lesson
              </a>
            </p>
          </section>
        )}
        {lesson && route.kind === 'lesson' && <LessonPage key={lesson.slug} lesson={lesson} section={route.section} />}
      </main>
    </LessonEnvContext.Provider>
  );
}
