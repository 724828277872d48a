// The static server (scripts/lib/serve.mjs) against a real socket on 127.0.0.1, with raw
// request paths (fetch would normalise `..` away before sending): what climbs out of the site
// is refused, a malformed escape is a 400 and the server goes on serving, and HEAD, ranges
// and revalidation work as a browser and a service worker expect.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { serveStatic, usableRange } from '../lib/serve.mjs';

const secret = 'not for the web';
let top;
let site;
let server;
let port;

before(async () => {
  top = fs.mkdtempSync(path.join(os.tmpdir(), 'cipherscope-serve-'));
  site = path.join(top, 'site');
  fs.mkdirSync(path.join(site, 'models', 'x'), { recursive: true });
  fs.writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>lab</title>');
  fs.writeFileSync(path.join(site, 'models', 'x', 'model.wasm'), 'abcdefghij');
  fs.writeFileSync(path.join(site, 'models', 'x', 'model.mjs'), 'export default 1;\n');
  // Beside the site: a file, and a folder whose name starts with the site's (the old server
  // compared paths with startsWith and no separator, and served this one).
  fs.writeFileSync(path.join(top, 'outside.txt'), secret);
  fs.mkdirSync(path.join(top, 'site-private'));
  fs.writeFileSync(path.join(top, 'site-private', 'file.txt'), secret);
  ({ server } = await serveStatic(site, 0));
  port = server.address().port;
});

after(() => {
  server?.close();
  fs.rmSync(top, { recursive: true, force: true });
});

/** One request with the path sent exactly as written. */
function request(rawPath, { method = 'GET', headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: rawPath, method, headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('latin1');
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('serves the site with the types and caching the lab needs', async () => {
  const page = await request('/');
  assert.equal(page.status, 200);
  assert.match(page.headers['content-type'], /^text\/html/);
  assert.equal(page.headers['cache-control'], 'no-cache');
  const wasm = await request('/models/x/model.wasm');
  assert.equal(wasm.headers['content-type'], 'application/wasm');
  assert.equal(wasm.headers['cache-control'], 'no-cache');
  assert.equal(wasm.body, 'abcdefghij');
  assert.match((await request('/models/x/model.mjs')).headers['content-type'], /^text\/javascript/);
  assert.equal((await request('/index.html?config=aes128-x')).status, 200);
  assert.equal((await request('/nothing-here.js')).status, 404);
});

const attacks = [
  '/../outside.txt',
  '/..%2foutside.txt',
  '/..%2Foutside.txt',
  '/%2e%2e/outside.txt',
  '/%2e%2e%2foutside.txt',
  '/.%2e/outside.txt',
  '/models/../../outside.txt',
  '/models/%2e%2e/%2e%2e/outside.txt',
  '/..%5coutside.txt',
  '/../site-private/file.txt',
  '/..%2fsite-private/file.txt',
  '/%2e%2e/site-private/file.txt',
];

test('a path that climbs out of the site is refused, however it is spelled', async () => {
  for (const attack of attacks) {
    const r = await request(attack);
    assert.ok([403, 404].includes(r.status), `${attack}: ${r.status}`);
    assert.ok(!r.body.includes(secret), `${attack} served the file beside the site`);
  }
  // Every one of these is caught before sirv: refused outright, not merely not found.
  assert.deepEqual(
    await Promise.all(attacks.map(async (a) => (await request(a)).status)),
    attacks.map(() => 403),
  );
});

test('a malformed escape is a 400, and the server goes on serving', async () => {
  for (const bad of ['/%E0%A4%A', '/%', '/models/%zz/model.wasm']) {
    assert.equal((await request(bad)).status, 400, bad);
    assert.equal((await request('/')).status, 200, `after ${bad}`);
  }
  assert.equal((await request('/%00')).status, 400);
});

test('HEAD answers the headers of GET without a body', async () => {
  const r = await request('/models/x/model.wasm', { method: 'HEAD' });
  assert.equal(r.status, 200);
  assert.equal(r.headers['content-length'], '10');
  assert.equal(r.headers['content-type'], 'application/wasm');
  assert.equal(r.body, '');
});

test('a byte range is a 206 with its Content-Range', async () => {
  const r = await request('/models/x/model.wasm', { headers: { Range: 'bytes=2-4' } });
  assert.equal(r.status, 206);
  assert.equal(r.headers['content-range'], 'bytes 2-4/10');
  assert.equal(r.body, 'cde');
  const open = await request('/models/x/model.wasm', { headers: { Range: 'bytes=7-' } });
  assert.equal(open.status, 206);
  assert.equal(open.body, 'hij');
  assert.equal((await request('/models/x/model.wasm', { headers: { Range: 'bytes=20-' } })).status, 416);
});

test('a range sirv would get wrong, or would throw on, is answered with the whole file', async () => {
  for (const range of ['bytes=5-2', 'bytes=-3', 'bytes=0-0', 'bytes=0-1,4-5', 'lines=1-2', 'bytes=x-']) {
    const r = await request('/models/x/model.wasm', { headers: { Range: range } });
    assert.equal(r.status, 200, range);
    assert.equal(r.body, 'abcdefghij', range);
  }
  assert.equal((await request('/')).status, 200);
  assert.equal(usableRange('bytes=3-', undefined), 'bytes=3-');
  assert.equal(usableRange('bytes=0-9', 'W/"x"'), undefined);
});

test('an unchanged file revalidates with 304; a changed or added one is served as it is now', async () => {
  const first = await request('/models/x/model.mjs');
  const again = await request('/models/x/model.mjs', { headers: { 'If-None-Match': first.headers.etag } });
  assert.equal(again.status, 304);
  // A model that lands while the lab is served (npm start builds them in the background).
  fs.mkdirSync(path.join(site, 'models', 'y'));
  fs.writeFileSync(path.join(site, 'models', 'y', 'model.mjs'), 'export default 22;\n');
  const added = await request('/models/y/model.mjs');
  assert.equal(added.status, 200);
  assert.equal(added.body, 'export default 22;\n');
});

test('methods other than GET and HEAD are refused', async () => {
  const r = await request('/index.html', { method: 'POST' });
  assert.equal(r.status, 405);
  assert.equal(r.headers.allow, 'GET, HEAD');
});

test('a port in use moves the server to the next one', async () => {
  const second = await serveStatic(site, port);
  try {
    assert.notEqual(second.server.address().port, port);
    assert.equal(second.url, `http://localhost:${second.server.address().port}/`);
  } finally {
    second.server.close();
  }
});
