import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadSimCore } from './sim/sim-core';
import { loadRegistry } from './registry';
import './styles.css';

const root = createRoot(document.getElementById('root')!);

loadSimCore()
  .then((simCore) => {
    root.render(
      <StrictMode>
        <App simCore={simCore} registry={loadRegistry(simCore)} />
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
