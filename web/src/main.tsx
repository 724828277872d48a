// The page's entry, kept small: it starts the lab's core loading in its worker, then loads
// the page's code (start-page.tsx), so the model's download and compile run beside the parse
// of React and the lab rather than after them (issue #47: the first simulated cycle).
import { startTheme } from './theme/theme';
import { Simulator } from './sim/simulator';
import { prebuiltConfigOf } from './registry-ids';
import { pageOf } from './page-route';
import { prefetchSimCore } from './sim/sim-core-prefetch';
import './styles.css';
import './styles/charts.css';

// The theme before anything is drawn, so a dark room never sees a white flash.
startTheme();
const search = window.location.search;
const page = pageOf(search);
let simulator: Simulator | undefined;
// The lab and the lessons check their input with sim-core (the finalists view does not use it).
if (page === 'lab' || page === 'lessons') prefetchSimCore();
if (page === 'lab') {
  simulator = new Simulator();
  const preload = prebuiltConfigOf(search);
  // App loads the same core (joining this load) and says what failed, if anything did.
  if (preload) simulator.load(preload).catch(() => {});
}
import('./start-page')
  .then(({ startPage }) => startPage(page, search, simulator))
  .catch((error: Error) => {
    // React itself did not load (a network failure offline, say): plain words, no framework.
    const main = document.createElement('main');
    const heading = document.createElement('h1');
    heading.textContent = 'CipherScope could not start';
    const message = document.createElement('p');
    message.setAttribute('role', 'alert');
    message.textContent = error.message;
    main.append(heading, message);
    document.getElementById('root')!.replaceChildren(main);
  });
