// Builds on demand for the page served by `npm start` (and `npm run preview -- --build`): the
// page asks for a configuration that has no simulator yet, this builds it the way `npm run
// model` does (the same buildModel, its caches), publishes it to the served site's
// models/index.json, and the page loads and runs it when it lands. One build at a time, the
// others queued; asking again for an id already queued or building joins that build (a second
// tab waits for the same one); Stop ends it.
//
// The HTTP interface, on the server that serves the lab (serve.mjs), JSON both ways:
//   GET    /api/builds        { service, builds: [build…] }: that this server builds at all
//   GET    /api/builds/<id>   the build of <id>, or 404
//   POST   /api/builds/<id>   build <id>: 202 and the build (queued or joined; one whose
//                             simulator is built and current takes a second, from the caches);
//                             400 with the reason for an id that is not a configuration or not
//                             buildable, 409 for one `npm start` is building already, 429 when
//                             the queue is full
//   DELETE /api/builds/<id>   stop it: 200 and the build, stopped; 404 when there is none
// A build: { id, state: 'queued' | 'building' | 'ready' | 'failed' | 'stopped', position (in
// the queue), step ('verilator', 'compile', 'link'), done and total (translation units
// compiled), seconds (since it started), message (why it failed) }.
//
// Only ids that the id grammar accepts reach the build, and no input reaches a shell: an id is
// matched against the id's characters before sim-core parses it, and the build runs its tools
// with argument lists (run.mjs). POST and DELETE need the header `X-CipherScope: build`, which a
// form or a page of another site cannot send without the server's consent (CORS preflight):
// no other site can make this machine build.
import { buildModel } from './models.mjs';
import { publishModels, buildingElsewhere } from './site-models.mjs';
import { defaultConfigId, notBuildable } from './registry.mjs';

/** What an id may hold before sim-core reads it: the grammar's characters, nothing of a path. */
const idCharacters = /^[a-z0-9][a-z0-9-]{0,95}$/;
export const buildHeader = ['x-cipherscope', 'build'];
const finished = new Set(['ready', 'failed', 'stopped']);

/**
 * The build service of a served site. `simCore` parses ids; `siteDir` is the site served;
 * `build(entry, {signal, onProgress})` builds one (default: its WebAssembly simulator, as `npm
 * run model` does, from its caches when it is current); `publish(ids)` puts what is built on
 * the site, saying which `ids` are still to come; `busy(id)` says whether another builder of
 * the site (npm start's) has it in hand; `maxQueued` bounds the queue; `log` hears what
 * happens, for the terminal.
 */
export function createBuildService({
  simCore,
  siteDir,
  build = (entry, options) => buildModel(entry, ['wasm'], options),
  publish = (building) => publishModels(siteDir, { building, builder: 'on demand' }),
  busy = (id) => buildingElsewhere(siteDir, 'on demand').has(id),
  maxQueued = 8,
  keepFinished = 32,
  log = () => {},
  now = () => Date.now(),
}) {
  const builds = new Map(); // id → build, in the order asked
  const queue = [];
  let current = null;

  const view = (b) => ({
    id: b.id,
    state: b.state,
    ...(b.state === 'queued' ? { position: queue.indexOf(b) + 1 } : {}),
    ...(b.step ? { step: b.step } : {}),
    ...(b.total ? { done: b.done, total: b.total } : {}),
    ...(b.startedAt ? { seconds: Math.round(((b.endedAt ?? now()) - b.startedAt) / 100) / 10 } : {}),
    ...(b.message ? { message: b.message } : {}),
  });

  const active = () => [...builds.values()].filter((b) => !finished.has(b.state)).map((b) => b.id);

  function forgetOld() {
    const done = [...builds.values()].filter((b) => finished.has(b.state));
    for (const b of done.slice(0, Math.max(0, done.length - keepFinished))) builds.delete(b.id);
  }

  async function next() {
    if (current || queue.length === 0) return;
    current = queue.shift();
    const b = current;
    b.state = 'building';
    b.startedAt = now();
    log(`building ${b.id} for the page`);
    try {
      await build(b.entry, {
        signal: b.controller.signal,
        onProgress: (p) => {
          b.step = p.step;
          if (p.step === 'compile') [b.done, b.total] = [p.done, p.total];
        },
      });
      b.state = 'ready';
      log(`built ${b.id} for the page`);
    } catch (error) {
      if (b.controller.signal.aborted) {
        b.state = 'stopped';
        log(`stopped building ${b.id}`);
      } else {
        b.state = 'failed';
        b.message = error.message;
        log(`${b.id} did not build:\n${error.message}`);
      }
    }
    b.endedAt = now();
    current = null;
    publish(active());
    forgetOld();
    void next();
  }

  /** What sim-core and the registry say of `raw`: { entry } or { status, message }. */
  function judge(raw) {
    if (!idCharacters.test(raw))
      return {
        status: 400,
        message: `not a configuration id: ${JSON.stringify(raw.slice(0, 100))} (an id is lower-case letters, digits and dashes, e.g. ${defaultConfigId()})`,
      };
    let config;
    try {
      config = simCore.parseConfiguration(raw);
    } catch (error) {
      return { status: 400, message: `${raw} is not a configuration the lab can build: ${error.message}` };
    }
    const why = notBuildable(config);
    return why ? { status: 400, message: why } : { entry: { id: config.id, config } };
  }

  return {
    /** Every build known, in the order asked. */
    list: () => [...builds.values()].map(view),

    status(raw) {
      if (!idCharacters.test(raw)) return { status: 400, body: { id: raw, message: judge(raw).message } };
      const b = builds.get(raw);
      return b ? { status: 200, body: view(b) } : { status: 404, body: { id: raw, message: `no build of ${raw}` } };
    },

    request(raw) {
      const judged = judge(raw);
      if (!judged.entry) return { status: judged.status, body: { id: raw, message: judged.message } };
      const { id } = judged.entry;
      const known = builds.get(id);
      if (known && !finished.has(known.state)) return { status: 202, body: view(known) };
      if (busy(id))
        return {
          status: 409,
          body: { id, message: `${id} is being built as the lab starts; the page offers it when it lands` },
        };
      if (queue.length >= maxQueued)
        return {
          status: 429,
          body: { id, message: `${queue.length} builds are queued already; ask again when one has finished` },
        };
      builds.delete(id);
      const b = { id, entry: judged.entry, state: 'queued', controller: new AbortController() };
      builds.set(id, b);
      queue.push(b);
      publish(active());
      void next();
      return { status: 202, body: view(b) };
    },

    stop(raw) {
      const b = builds.get(raw);
      if (!b) return { status: 404, body: { id: raw, message: `no build of ${raw}` } };
      if (b.state === 'queued') {
        queue.splice(queue.indexOf(b), 1);
        b.state = 'stopped';
        b.endedAt = now();
        publish(active());
      } else if (b.state === 'building') {
        b.controller.abort(new Error(`the build of ${b.id} was stopped`));
      }
      return { status: 200, body: view(b) };
    },

    /** Answer a request under /api/builds; false for any other path. */
    handle(req, res) {
      // The path as sent, not resolved: `/api/builds/../x` names the id `../x`, which is refused.
      const rawUrl = req.url ?? '/';
      const pathname = rawUrl.split('?')[0];
      if (pathname !== '/api/builds' && !pathname.startsWith('/api/builds/')) return false;
      const send = (status, body, headers = {}) =>
        res
          .writeHead(status, {
            'Content-Type': 'application/json; charset=utf-8',
            'Cache-Control': 'no-store',
            ...headers,
          })
          .end(`${JSON.stringify(body)}\n`);
      if (pathname === '/api/builds') {
        if (req.method !== 'GET' && req.method !== 'HEAD')
          send(405, { message: 'GET lists the builds' }, { Allow: 'GET, HEAD' });
        else send(200, { service: 'cipherscope-builds', builds: this.list() });
        return true;
      }
      let raw;
      try {
        raw = decodeURIComponent(pathname.slice('/api/builds/'.length));
      } catch {
        send(400, { message: 'malformed escape in the id' });
        return true;
      }
      const writes = req.method === 'POST' || req.method === 'DELETE';
      if (!writes && req.method !== 'GET' && req.method !== 'HEAD') {
        send(405, { message: 'GET, POST or DELETE a build' }, { Allow: 'GET, HEAD, POST, DELETE' });
      } else if (writes && req.headers[buildHeader[0]] !== buildHeader[1]) {
        send(403, { message: `a build is asked for with the header ${buildHeader[0]}: ${buildHeader[1]}` });
      } else {
        const { status, body } =
          req.method === 'POST' ? this.request(raw) : req.method === 'DELETE' ? this.stop(raw) : this.status(raw);
        send(status, body);
      }
      // A body is not read, nor needed: drain it so the connection stays usable.
      req.resume();
      return true;
    },
  };
}
