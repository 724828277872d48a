// `npm run preview`: serve the lab `npm run build` made (build/web) as it is: no set-up, no
// build. What a teacher's web server would serve, on http://localhost:4173/ (PORT to change).
import fs from 'node:fs';
import path from 'node:path';
import { step, info, fail, main } from './lib/progress.mjs';
import { serveStatic } from './lib/serve.mjs';
import { webOut } from './lib/web.mjs';
import { root } from './lib/paths.mjs';
import { command } from './lib/cli.mjs';

command({
  name: 'preview',
  summary:
    'Serve the lab `npm run build` made (build/web) as it is, with no set-up and no build: what a web server would serve a class. Stops with the command to run when nothing is built.',
  env: [
    { name: 'PORT', description: 'the port to serve on (default 4173; the next free one if it is taken)' },
    'CS_DEBUG',
  ],
  examples: ['npm run preview', 'PORT=8080 npm run preview'],
});

main(async () => {
  if (!fs.existsSync(path.join(webOut, 'index.html'))) {
    fail(`${path.relative(root, webOut)} holds no built lab: run \`npm run build\` first.`);
  }
  step('serve');
  const { url } = await serveStatic(webOut, Number(process.env.PORT ?? 4173));
  info(`serving ${path.relative(root, webOut)} as built`);
  console.log(`\n  CipherScope is running at ${url}\n  (Ctrl+C stops it)\n`);
});
