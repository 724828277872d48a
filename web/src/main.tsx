import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadSimCore } from './sim/sim-core';
import { loadRegistry } from './registry';
import { startOffline } from './offline/register';
import { startTheme } from './theme/theme';
import lessons from 'virtual:cipherscope-lessons';
import { readLessonRoute } from './lessons/route';
import { LessonsRoot } from './components/lessons/LessonsRoot';
import { isFinalistsRoute } from './finalists/url';
import { FinalistsPage } from './finalists/FinalistsPage';
import './styles.css';
import './styles/charts.css';

// The theme before anything is drawn, so a dark room never sees a white flash.
startTheme();
const root = createRoot(document.getElementById('root')!);
// Production builds keep themselves for offline use (src/offline/); the dev server does not.
const offline = startOffline();

// ?finalists is the finalists compared (src/finalists/): registry figures only, no simulator.
if (isFinalistsRoute(window.location.search)) {
  root.render(
    <StrictMode>
      <FinalistsPage search={window.location.search} />
    </StrictMode>,
  );
} else startLab();

function startLab() {
  loadSimCore()
    .then((simCore) => {
      const registry = loadRegistry(simCore);
      // ?lessons and ?lesson=… are the lessons (src/components/lessons/); anything else the lab.
      const lessonRoute = readLessonRoute(window.location.search, lessons);
      root.render(
        <StrictMode>
          {lessonRoute.route ? (
            <LessonsRoot
              simCore={simCore}
              registry={registry}
              offline={offline}
              lessons={lessons}
              initial={{ ...lessonRoute, route: lessonRoute.route }}
            />
          ) : (
            <App simCore={simCore} registry={registry} offline={offline} />
          )}
        </StrictMode>,
      );
    })
    .catch((error: Error) => {
      root.render(
        <main>
          <h1>CipherScope could not start</h1>
          <p role="alert">{error.message}</p>
        </main>,
      );
    });
}
