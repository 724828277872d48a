// The page main.tsx opens, drawn by React: the lab (its code is this chunk's), or the lessons
// or the finalists view, each loaded only on its own route (issue #47: the lessons' text was
// most of what every lab visit downloaded and parsed).
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadSimCore } from './sim/sim-core';
import type { Simulator } from './sim/simulator';
import { loadRegistry } from './registry';
import { startOffline } from './offline/register';
import { readLessonRoute } from './lessons/route';
import type { Page } from './page-route';

/** Draw `page` for `search` into #root; `simulator` is the lab's, already loading its core. */
export function startPage(page: Page, search: string, simulator: Simulator | undefined) {
  const root = createRoot(document.getElementById('root')!);
  // Production builds keep themselves for offline use (src/offline/); the dev server does not.
  const offline = startOffline();
  const pages: Record<Page, () => Promise<ReactNode>> = {
    async lab() {
      const simCore = await loadSimCore();
      return <App simCore={simCore} registry={loadRegistry(simCore)} offline={offline} simulator={simulator} />;
    },
    async lessons() {
      const [simCore, { default: lessons }, { LessonsRoot }] = await Promise.all([
        loadSimCore(),
        import('virtual:cipherscope-lessons'),
        import('./components/lessons/LessonsRoot'),
      ]);
      const lessonRoute = readLessonRoute(search, lessons);
      return (
        <LessonsRoot
          simCore={simCore}
          registry={loadRegistry(simCore)}
          offline={offline}
          lessons={lessons}
          initial={{ ...lessonRoute, route: lessonRoute.route! }}
        />
      );
    },
    // Registry figures only, no simulator.
    async finalists() {
      const { FinalistsPage } = await import('./finalists/FinalistsPage');
      return <FinalistsPage search={search} />;
    },
  };
  pages[page]()
    .then((node) => root.render(<StrictMode>{node}</StrictMode>))
    .catch((error: Error) => {
      root.render(
        <main>
          <h1>CipherScope could not start</h1>
          <p role="alert">{error.message}</p>
        </main>,
      );
    });
}
