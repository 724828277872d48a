// `npm run preview`: serve the lab `npm run build` made (build/web) as it is: no set-up, no
// build. What a teacher's web server would serve, on http://localhost:4173/ (PORT to change).
// With --build it also builds what the page asks for, as `npm start` does (lib/build-service.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { step, info, fail, main } from './lib/progress.mjs';
import { serveStatic, serveOptions, portOf, reachableUrls } from './lib/serve.mjs';
import { webOut } from './lib/web.mjs';
import { root } from './lib/paths.mjs';
import { command } from './lib/cli.mjs';
import { loadSimCore } from './lib/sim-core.mjs';
import { createBuildService } from './lib/build-service.mjs';

const { values } = command({
  name: 'preview',
  summary:
    'Serve the lab `npm run build` made (build/web) as it is, with no set-up and no build: what a web server would serve a class. Stops with the command to run when nothing is built.',
  options: {
    ...serveOptions,
    build: {
      type: 'boolean',
      description:
        "also build, on this machine, the simulator of any configuration the page asks for (as npm start does; needs the lab's tools, which npm start or npm run build installs)",
    },
  },
  env: [
    { name: 'PORT', description: 'the port to serve on when --port is not given (default 4173)' },
    'CS_CACHE_DIR',
    'CS_DEBUG',
  ],
  examples: ['npm run preview', 'npm run preview -- --host 0.0.0.0 --port 8080', 'npm run preview -- --build'],
});

main(async () => {
  if (!fs.existsSync(path.join(webOut, 'index.html'))) {
    fail(`${path.relative(root, webOut)} holds no built lab: run \`npm run build\` first.`);
  }
  const port = portOf(values);
  step('serve');
  const api = values.build
    ? createBuildService({ simCore: await loadSimCore(), siteDir: webOut, log: info })
    : undefined;
  const served = await serveStatic(webOut, port, values.host, { api });
  info(`serving ${path.relative(root, webOut)} as built${api ? ', and building what the page asks for' : ''}`);
  const [here, ...lan] = reachableUrls(values.host, served.port);
  console.log(`\n  CipherScope is running at ${here}`);
  for (const url of lan) console.log(`  and for the class at    ${url}`);
  console.log('  (Ctrl+C stops it)\n');
});
