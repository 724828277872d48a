// `npm run preview`: serve the lab `npm run build` made (build/web) as it is: no set-up, no
// build. What a teacher's web server would serve, on http://localhost:4173/ (PORT to change).
import fs from 'node:fs';
import path from 'node:path';
import { step, info, fail, main } from './lib/progress.mjs';
import { serveStatic } from './lib/serve.mjs';
import { webOut } from './lib/web.mjs';
import { root } from './lib/paths.mjs';

main(async () => {
  if (!fs.existsSync(path.join(webOut, 'index.html'))) {
    fail(`${path.relative(root, webOut)} holds no built lab: run \`npm run build\` first.`);
  }
  step('serve');
  const { url } = await serveStatic(webOut, Number(process.env.PORT ?? 4173));
  info(`serving ${path.relative(root, webOut)} as built`);
  console.log(`\n  CipherScope is running at ${url}\n  (Ctrl+C stops it)\n`);
});
