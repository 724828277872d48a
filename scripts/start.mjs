// `npm start`: install what is missing, build what changed, serve the lab. It serves as soon
// as the first page can run (sim-core, the default configuration's simulator and the web app:
// build.mjs's buildFirstPage); the other simulators build after that, each offered by the page
// as it lands, while the tests' and the board flow's packages install. On a fresh machine the
// first page comes in minutes instead of after every simulator; a second start, with all of
// it cached, serves in seconds. The page can ask this server to build any other configuration
// (lib/build-service.mjs): it lands on the served site as a prebuilt one would.
import { step, info, main } from './lib/progress.mjs';
import { buildFirstPage, buildTheRest } from './build.mjs';
import { serveStatic, serveOptions, portOf, reachableUrls } from './lib/serve.mjs';
import { command } from './lib/cli.mjs';
import { webOut } from './lib/web.mjs';
import { stopChildren } from './lib/run.mjs';
import { loadSimCore } from './lib/sim-core.mjs';
import { createBuildService } from './lib/build-service.mjs';

/** 4 min 52 s, or 3.1 s: how long since this process started. */
function sinceStart() {
  const s = process.uptime();
  return s < 60 ? `${s.toFixed(1)} s` : `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`;
}

// Ctrl+C stops the server and every compiler, installer or build still running in the background.
let server;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.log(`\n  stopping: the server and anything still building`);
    server?.closeAllConnections();
    server?.close();
    stopChildren('SIGTERM');
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

const { values } = command({
  name: 'start',
  summary:
    "Install whatever this machine lacks, build what changed and serve the lab. It serves as soon as sim-core, the default configuration's simulator and the web app are built; the other simulators build after that, each offered by the page as it lands. Any other configuration the page asks for is built on demand, one at a time, as npm run model builds it. A second start, with everything cached, serves in seconds. Ctrl+C stops the server and anything still building.",
  options: serveOptions,
  env: [
    { name: 'PORT', description: 'the port to serve on when --port is not given (default 4173)' },
    'CS_CACHE_DIR',
    'CS_DEBUG',
  ],
  examples: ['npm start', 'npm start -- --host 0.0.0.0', 'npm start -- --port 8080'],
});

main(async () => {
  const port = portOf(values);
  const first = await buildFirstPage();
  const total = first.registry.entries.length;
  step('serve');
  // The page may ask for any configuration: built here on demand, as `npm run model` would.
  const api = createBuildService({ simCore: await loadSimCore(), siteDir: webOut, log: info });
  const served = await serveStatic(webOut, port, values.host, { api });
  server = served.server;
  const [here, ...lan] = reachableUrls(values.host, served.port);
  console.log(`\n  CipherScope is running at ${here}`);
  for (const url of lan) console.log(`  and for the class at    ${url}`);
  if (lan.length === 0) console.log('  (this computer only: npm start -- --host 0.0.0.0 serves the class too)');
  console.log('  (Ctrl+C stops it)\n');
  info(`first page served after ${sinceStart()}`);
  if (first.building.length) {
    info(
      `${total - first.building.length} of ${total} simulators ready; the page offers each of the other ${first.building.length} as it is built`,
    );
  }
  // The rest of set-up too, when every simulator was ready: a check of a second when nothing is missing.
  const failed = await buildTheRest(first);
  info(
    failed.length
      ? `${total - failed.length} of ${total} simulators ready; ${failed.join(', ')} did not build (see above)`
      : `all ${total} simulators ready${first.building.length ? `, ${sinceStart()} after the start` : ''}`,
  );
});
