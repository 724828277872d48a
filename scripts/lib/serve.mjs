// A plain static file server for the built lab (build/web): what any web server does, so
// what `npm start` serves is what a teacher hosts. No server-side work: every simulation
// runs in the browser.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

/** Serve `dir` on `port` (the next free one if taken); resolves with { server, url }. */
export function serveStatic(dir, port = 4173, host = '127.0.0.1') {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let file = path.normalize(path.join(dir, decodeURIComponent(url.pathname)));
    if (!file.startsWith(dir)) {
      res.writeHead(403).end('forbidden');
      return;
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!fs.existsSync(file)) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end(`not found: ${url.pathname}`);
      return;
    }
    res.writeHead(200, {
      'Content-Type': types[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
    });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.on('error', (error) => {
      if (error.code === 'EADDRINUSE' && port < 65535) {
        resolve(serveStatic(dir, port + 1, host));
      } else reject(error);
    });
    server.listen(port, host, () =>
      resolve({ server, url: `http://${host === '127.0.0.1' ? 'localhost' : host}:${port}/` }),
    );
  });
}
