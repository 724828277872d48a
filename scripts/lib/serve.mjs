// The static file server of `npm start`, `npm run preview`, the end-to-end tests and the
// benchmarks: sirv (a maintained server: HEAD, byte ranges, ETags and 304s, MIME types) over
// the built lab, so what is served is what any web server would serve a teacher's class. Every
// simulation runs in the browser; the one piece of server-side work is `npm start`'s builds on
// demand (`api`: build-service.mjs, under /api/builds), which a static host does not have.
//
// sirv 3.0.2 is wrapped where it does not answer as it should (probed with raw requests,
// scripts/tests/serve.test.mjs): a malformed escape (`/%E0%A4%A`) is a 404 there, and a
// reversed range (`bytes=5-2`) throws inside the request handler, which stopped the process.
// Paths that climb out of the site are refused before sirv sees them; sirv's own check
// (the resolved file must be inside the folder, separator included) stays behind that.
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

/**
 * What to answer instead of sirv, or null to let sirv serve: methods other than GET and
 * HEAD, paths that do not decode, and paths with a `..` segment however it is spelled
 * (`/../x`, `/..%2fx`, `/%2e%2e/x`).
 */
export function refusal(method, rawUrl) {
  if (method !== 'GET' && method !== 'HEAD') return { status: 405, text: 'only GET and HEAD' };
  const query = rawUrl.indexOf('?');
  const rawPath = query === -1 ? rawUrl : rawUrl.slice(0, query);
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { status: 400, text: 'malformed escape in the path' };
  }
  if (!decoded.startsWith('/') || decoded.includes('\0')) return { status: 400, text: 'not a path' };
  if (decoded.split(/[/\\]/).includes('..')) return { status: 403, text: 'forbidden' };
  return null;
}

/**
 * The Range header sirv is given: a single `bytes=a-b` (a ≤ b, b > 0) or `bytes=a-` as sent,
 * anything else dropped so the whole file goes out with 200, which RFC 9110 allows a server
 * to do with any Range. sirv reads a suffix range (`bytes=-500`) as the first bytes, serves
 * all of the file for `bytes=0-0`, and throws on a reversed one; it ignores If-Range, so a
 * conditional range is answered in full too.
 */
export function usableRange(range, ifRange) {
  if (range === undefined || ifRange !== undefined) return undefined;
  const m = /^bytes=(\d{1,15})-(\d{0,15})$/.exec(range.trim());
  if (!m) return undefined;
  const [start, end] = [Number(m[1]), m[2] === '' ? null : Number(m[2])];
  if (end !== null && (end < start || end === 0)) return undefined;
  return `bytes=${start}-${end ?? ''}`;
}

/**
 * Serve `dir` on `port` (the next free one if taken), and `api`'s paths with it (an object
 * whose handle(req, res) answers its own requests and returns false for others); resolves
 * with { server, port, url }.
 */
export async function serveStatic(dir, port = 4173, host = '127.0.0.1', { api } = {}) {
  // Imported here, not at the top: the commands import this module before their set-up has
  // installed the npm packages on a fresh machine (scripts/tests/fresh-machine.test.mjs).
  const { default: sirv } = await import('sirv');
  const files = sirv(path.resolve(dir), {
    // Every request looks at the folder as it is now: `npm start` adds models to the site
    // while it is served, and the offline tests put a new sw.js on a running server. (Without
    // `dev`, sirv lists the folder once at start.) The lab is a few dozen files.
    dev: true,
    etag: true,
    // A rebuilt lab is picked up on the next load: the browser revalidates every file
    // (answered 304 while its ETag holds). Vite's hashed assets and the service worker's
    // revisions make this cheap.
    setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
    onNoMatch: (req, res) => plain(res, 404, `not found: ${req.url}`),
  });
  const server = http.createServer((req, res) => {
    if (api?.handle(req, res)) return;
    const refused = refusal(req.method, req.url ?? '/');
    if (refused) {
      if (refused.status === 405) res.setHeader('Allow', 'GET, HEAD');
      return plain(res, refused.status, refused.text);
    }
    const range = usableRange(req.headers.range, req.headers['if-range']);
    if (range === undefined) delete req.headers.range;
    else req.headers.range = range;
    try {
      files(req, res);
    } catch (error) {
      if (!res.headersSent) plain(res, 500, `could not serve ${req.url}: ${error.message}`);
      else res.destroy();
    }
  });
  return new Promise((resolve, reject) => {
    server.on('error', (error) => {
      if (error.code === 'EADDRINUSE' && port < 65535) {
        resolve(serveStatic(dir, port + 1, host, { api }));
      } else reject(error);
    });
    server.listen(port, host, () =>
      resolve({ server, port, url: `http://${host === '127.0.0.1' ? 'localhost' : host}:${port}/` }),
    );
  });
}

/** The --host and --port options of the commands that serve the lab (npm start, npm run preview). */
export const serveOptions = {
  host: {
    type: 'string',
    value: 'address',
    default: '127.0.0.1',
    description:
      'the address to serve on: 127.0.0.1 (this computer only) or 0.0.0.0 (every network interface, so a class on the same network can open the links it shares)',
  },
  port: {
    type: 'string',
    value: 'N',
    description: 'the port to serve on (default: PORT, else 4173; the next free one if it is taken)',
  },
};

/** The port asked for: --port, else PORT, else 4173; a bad one is refused by name. */
export function portOf(values) {
  const text = values.port ?? process.env.PORT ?? '4173';
  const port = Number(text);
  if (!/^\d+$/.test(text) || port < 1 || port > 65535)
    throw new Error(`${values.port ? '--port' : 'PORT'}: expected a port from 1 to 65535, got '${text}'`);
  return port;
}

/**
 * The addresses a server on `host` answers at, for people: localhost for this computer, and
 * for a server on every interface (0.0.0.0) each of this machine's IPv4 addresses, which the
 * class's devices can open.
 */
export function reachableUrls(host, port) {
  if (host !== '0.0.0.0' && host !== '::') return [`http://${host === '127.0.0.1' ? 'localhost' : host}:${port}/`];
  const lan = Object.values(os.networkInterfaces())
    .flat()
    .filter((a) => a && a.family === 'IPv4' && !a.internal)
    .map((a) => `http://${a.address}:${port}/`);
  return [`http://localhost:${port}/`, ...lan];
}

function plain(res, status, text) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }).end(text);
}
