// `npm start`: install what is missing, build what changed, serve the lab. It serves as soon
// as the first page can run (sim-core, the default configuration's simulator and the web app:
// build.mjs's buildFirstPage); the other simulators build after that, each offered by the page
// as it lands, while the tests' and the board flow's packages install. On a fresh machine the
// first page comes in minutes instead of after every simulator; a second start, with all of
// it cached, serves in seconds.
import { step, info, main } from './lib/progress.mjs';
import { buildFirstPage, buildTheRest } from './build.mjs';
import { serveStatic } from './lib/serve.mjs';
import { webOut } from './lib/web.mjs';
import { stopChildren } from './lib/run.mjs';

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

main(async () => {
  const first = await buildFirstPage();
  const total = first.registry.entries.length;
  step('serve');
  const served = await serveStatic(webOut, Number(process.env.PORT ?? 4173));
  server = served.server;
  console.log(`\n  CipherScope is running at ${served.url}\n  (Ctrl+C stops it)\n`);
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
