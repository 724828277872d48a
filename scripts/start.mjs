// `npm start`: install what is missing, build what changed, serve the lab.
import { step, info, main } from './lib/progress.mjs';
import { setup } from './setup.mjs';
import { build } from './build.mjs';
import { serveStatic } from './lib/serve.mjs';
import { webOut } from './lib/web.mjs';

main(async () => {
  const started = Date.now();
  await setup();
  await build({ targets: ['wasm'] });
  step('serve');
  const { url } = await serveStatic(webOut, Number(process.env.PORT ?? 4173));
  info(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`\n  CipherScope is running at ${url}\n  (Ctrl+C stops it)\n`);
});
