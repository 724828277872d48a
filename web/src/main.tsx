import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadSimCore } from './sim/sim-core';
import { loadRegistry } from './registry';
import { startOffline } from './offline/register';
import { startTheme } from './theme/theme';
import './styles.css';

// The theme before anything is drawn, so a dark room never sees a white flash.
startTheme();
const root = createRoot(document.getElementById('root')!);
// Production builds keep themselves for offline use (src/offline/); the dev server does not.
const offline = startOffline();

loadSimCore()
  .then((simCore) => {
    root.render(
      <StrictMode>
        <App simCore={simCore} registry={loadRegistry(simCore)} offline={offline} />
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
