// The build service of `npm start` (scripts/lib/build-service.mjs) over real HTTP, with the lab's
// own sim-core judging ids: what it refuses and how (malformed ids, path tricks, ids the grammar
// refuses, a flood, a missing header), and how builds queue, join, stop and fail. The compilers
// are stood in for by a build that waits to be told to finish; web/e2e/build-on-demand.spec.ts
// builds a real model through the page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createBuildService, buildHeader } from '../lib/build-service.mjs';
import { serveStatic } from '../lib/serve.mjs';
import { loadSimCore } from '../lib/sim-core.mjs';

const simCore = await loadSimCore();
const valid = [
  'serpent128-enc-lu2-lut-online-all',
  'simon64128-enc-lu2-lut-online-all',
  'des3in1-encdec-lu2-lut-banked-all',
];

/** A build that finishes (or fails) when the test says, and stops when its signal aborts. */
function standIn() {
  const pending = new Map();
  const build = (entry, { signal, onProgress }) =>
    new Promise((resolve, reject) => {
      onProgress({ step: 'compile', done: 1, total: 4 });
      signal.addEventListener('abort', () => reject(signal.reason));
      pending.set(entry.id, { resolve, reject });
    });
  return { build, finish: (id, error) => (error ? pending.get(id).reject(error) : pending.get(id).resolve()) };
}

async function withServer(options, body) {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-builds-'));
  fs.writeFileSync(path.join(site, 'index.html'), '<!doctype html>');
  const published = [];
  const api = createBuildService({
    simCore,
    siteDir: site,
    publish: (ids) => published.push(ids),
    busy: () => false,
    ...options,
  });
  const { server, url } = await serveStatic(site, 4390, '127.0.0.1', { api });
  try {
    await body({ call: (method, rawPath, options) => request(url, method, rawPath, options), published, url });
  } finally {
    server.closeAllConnections();
    server.close();
    fs.rmSync(site, { recursive: true, force: true });
  }
}

/** One request with its path exactly as written (fetch would resolve `%2e%2e`), on a connection of its own. */
function request(base, method, rawPath, { header = true } = {}) {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const req = http.request(
      {
        hostname,
        port,
        path: rawPath,
        method,
        agent: false,
        headers: header ? { [buildHeader[0]]: buildHeader[1] } : {},
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            body: res.headers['content-type']?.includes('json') ? JSON.parse(text) : text,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

test('a server with builds says so; a static one has no /api/builds', async () => {
  await withServer({ build: standIn().build }, async ({ call }) => {
    const { status, body } = await call('GET', '/api/builds');
    assert.equal(status, 200);
    assert.deepEqual(body, { service: 'cipherscope-builds', builds: [] });
  });
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-static-'));
  const { server, url } = await serveStatic(site, 4390);
  try {
    assert.equal((await request(url, 'GET', '/api/builds')).status, 404);
  } finally {
    server.closeAllConnections();
    server.close();
    fs.rmSync(site, { recursive: true, force: true });
  }
});

test('ids that are not configurations are refused with the reason, and nothing is built', async () => {
  let builds = 0;
  await withServer({ build: async () => builds++ }, async ({ call }) => {
    const refused = [
      [
        '/api/builds/AES128-enc',
        /not a configuration id: "AES128-enc" \(an id is lower-case letters, digits and dashes/,
      ],
      ['/api/builds/..%2F..%2Fetc%2Fpasswd', /not a configuration id: "..\/..\/etc\/passwd"/],
      ['/api/builds/%2e%2e', /not a configuration id: "\.\."/],
      [
        '/api/builds/aes128-enc-lu1-lut-online-all%3Brm%20-rf%20~',
        /not a configuration id: "aes128-enc-lu1-lut-online-all;rm -rf ~"/,
      ],
      ['/api/builds/%E0%A4%A', /malformed escape in the id/],
      [`/api/builds/${'a'.repeat(200)}`, /not a configuration id/],
      [
        '/api/builds/aes999-enc-lu1-lut-online-all',
        /^aes999-enc-lu1-lut-online-all is not a configuration the lab can build: /,
      ],
      ['/api/builds/aes128-enc-lu3-lut-online', /is not a configuration the lab can build: .*has 5 fields/],
      ['/api/builds/aes128-enc-lu3-lut-online-all', /LU-3: .*Nr = 10 is not a multiple of 3/],
    ];
    for (const [where, message] of refused) {
      const { status, body } = await call('POST', where);
      assert.equal(status, 400, where);
      assert.match(body.message, message, where);
    }
    // A path that climbs is an id with dots and slashes, asked for or looked up.
    for (const method of ['POST', 'GET', 'DELETE']) {
      const { status, body } = await call(method, '/api/builds/../../etc/passwd');
      assert.equal(status, method === 'DELETE' ? 404 : 400, method);
      assert.match(body.message, method === 'DELETE' ? /no build of/ : /not a configuration id: "..\/..\/etc\/passwd"/);
    }
    assert.equal(builds, 0);
  });
});

test('a build is asked for with the header, by POST or DELETE; other methods get 405', async () => {
  await withServer({ build: standIn().build }, async ({ call }) => {
    const { status, body } = await call('POST', `/api/builds/${valid[0]}`, { header: false });
    assert.equal(status, 403);
    assert.match(body.message, /x-cipherscope: build/);
    assert.equal((await call('PUT', `/api/builds/${valid[0]}`)).status, 405);
    assert.equal((await call('POST', '/api/builds')).status, 405);
    assert.equal((await call('GET', `/api/builds/${valid[0]}`)).status, 404);
  });
});

test('builds go one at a time; asking again joins; the queue says who is next; Stop ends either', async () => {
  const { build, finish } = standIn();
  await withServer({ build }, async ({ call, published }) => {
    const first = await call('POST', `/api/builds/${valid[0]}`);
    assert.equal(first.status, 202);
    await settle();
    assert.deepEqual((await call('GET', `/api/builds/${valid[0]}`)).body, {
      id: valid[0],
      state: 'building',
      step: 'compile',
      done: 1,
      total: 4,
      seconds: (await call('GET', `/api/builds/${valid[0]}`)).body.seconds,
    });
    // A second tab asking for the same id waits for the same build.
    const again = await call('POST', `/api/builds/${valid[0]}`);
    assert.equal(again.status, 202);
    assert.equal(again.body.state, 'building');
    const second = await call('POST', `/api/builds/${valid[1]}`);
    const third = await call('POST', `/api/builds/${valid[2]}`);
    assert.deepEqual([second.body.state, second.body.position], ['queued', 1]);
    assert.deepEqual([third.body.state, third.body.position], ['queued', 2]);
    assert.deepEqual(published.at(-1), valid);

    // Stop a queued build: the one behind it moves up.
    assert.equal((await call('DELETE', `/api/builds/${valid[1]}`)).body.state, 'stopped');
    assert.equal((await call('GET', `/api/builds/${valid[2]}`)).body.position, 1);

    // The first lands; the next starts.
    finish(valid[0]);
    await settle();
    assert.equal((await call('GET', `/api/builds/${valid[0]}`)).body.state, 'ready');
    assert.equal((await call('GET', `/api/builds/${valid[2]}`)).body.state, 'building');
    assert.deepEqual(published.at(-1), [valid[2]]);

    // Stop the running build: its compilers are told to stop, and the site lists nothing as building.
    const stopped = await call('DELETE', `/api/builds/${valid[2]}`);
    assert.equal(stopped.status, 200);
    await settle();
    assert.equal((await call('GET', `/api/builds/${valid[2]}`)).body.state, 'stopped');
    assert.deepEqual(published.at(-1), []);
    assert.equal((await call('DELETE', '/api/builds/aes128-enc-lu5-lut-online-all')).status, 404);
    assert.deepEqual(
      (await call('GET', '/api/builds')).body.builds.map((b) => [b.id, b.state]),
      [
        [valid[0], 'ready'],
        [valid[1], 'stopped'],
        [valid[2], 'stopped'],
      ],
    );
  });
});

test('a failed build says why, and may be asked for again', async () => {
  const { build, finish } = standIn();
  await withServer({ build }, async ({ call }) => {
    await call('POST', `/api/builds/${valid[0]}`);
    await settle();
    finish(valid[0], new Error('Verilator refused it: %Error: …'));
    await settle();
    const failed = (await call('GET', `/api/builds/${valid[0]}`)).body;
    assert.equal(failed.state, 'failed');
    assert.match(failed.message, /Verilator refused it/);
    const retried = await call('POST', `/api/builds/${valid[0]}`);
    assert.equal(retried.status, 202);
    assert.equal(retried.body.state, 'building');
  });
});

test('a flood of requests fills the queue and is told so; the server keeps serving', async () => {
  const { build } = standIn();
  await withServer({ build, maxQueued: 3 }, async ({ call, url }) => {
    const ids = [
      'twofish128-enc-lu2-lut-online-all',
      'rc6128-enc-lu2-sq-online-all',
      'simon128128-enc-lu2-lut-online-all',
    ];
    const answers = await Promise.all(
      [valid[0], ...valid.slice(1), ...ids].map((id) => call('POST', `/api/builds/${id}`)),
    );
    const statuses = answers.map((a) => a.status);
    // One building, three queued, the rest refused.
    assert.deepEqual(
      statuses.toSorted((a, b) => a - b),
      [202, 202, 202, 202, 429, 429],
    );
    assert.match(answers.find((a) => a.status === 429).body.message, /3 builds are queued already; ask again/);
    assert.equal((await request(url, 'GET', '/')).status, 200);
    assert.equal((await call('GET', '/api/builds')).status, 200);
  });
});

test('an id npm start is building already is left to it', async () => {
  await withServer({ build: standIn().build, busy: (id) => id === valid[0] }, async ({ call }) => {
    const { status, body } = await call('POST', `/api/builds/${valid[0]}`);
    assert.equal(status, 409);
    assert.match(body.message, /is being built as the lab starts/);
  });
});
