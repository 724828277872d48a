import { describe, expect, it } from 'vitest';
import type { OfflineManifest } from './manifest';
import { currentModelKeys, modelCacheKey, pathInScope, routeRequest } from './routes';

const scope = 'https://school.example/lab/';
const manifest: OfflineManifest = {
  version: 'v1',
  shell: [
    { url: 'index.html', revision: 'a' },
    { url: 'assets/index-1s_TN8jf.js', revision: 'b' },
    { url: 'assets/sim_core_wasm_bg-zses9RbQ.wasm', revision: 'c' },
  ],
  models: { 'models/aes128-x/model.mjs': 'r1', 'models/aes128-x/model.wasm': 'r2' },
};
const shellUrls = new Set(manifest.shell.map((e) => e.url));
const get = (url: string, mode = 'cors') => routeRequest({ url, method: 'GET', mode }, scope, manifest, shellUrls);

describe('request routes', () => {
  it('open the lab from the stored index.html, whatever the URL parameters', () => {
    const page = { kind: 'page', key: `${scope}index.html` };
    expect(get(scope, 'navigate')).toEqual(page);
    expect(get(`${scope}?config=aes128-x&key=00`, 'navigate')).toEqual(page);
    expect(get(`${scope}index.html?config=aes128-x`, 'navigate')).toEqual(page);
  });

  it('leave other page loads to the network', () => {
    expect(get(`${scope}models/index.json`, 'navigate')).toEqual({ kind: 'network' });
    expect(get('https://school.example/other/', 'navigate')).toEqual({ kind: 'network' });
  });

  it('serve the build’s files from the shell cache', () => {
    expect(get(`${scope}assets/index-1s_TN8jf.js`)).toEqual({ kind: 'shell', key: `${scope}assets/index-1s_TN8jf.js` });
    expect(get(`${scope}assets/sim_core_wasm_bg-zses9RbQ.wasm`).kind).toBe('shell');
  });

  it('keep models by URL and revision, first use first', () => {
    expect(get(`${scope}models/aes128-x/model.wasm`)).toEqual({
      kind: 'model',
      key: `${scope}models/aes128-x/model.wasm?revision=r2`,
      configId: 'aes128-x',
    });
  });

  it('leave unknown files, other origins, other paths and non-GET requests to the network', () => {
    expect(get(`${scope}models/aes256-y/model.wasm`)).toEqual({ kind: 'network' });
    expect(get(`${scope}assets/index-OLDHASH.js`)).toEqual({ kind: 'network' });
    expect(get('https://elsewhere.example/lab/index.html')).toEqual({ kind: 'network' });
    expect(get('https://school.example/index.html')).toEqual({ kind: 'network' });
    expect(
      routeRequest({ url: `${scope}index.html`, method: 'POST', mode: 'navigate' }, scope, manifest, shellUrls),
    ).toEqual({ kind: 'network' });
  });

  it('work at the root of a server as under a path', () => {
    expect(
      routeRequest(
        { url: 'http://localhost:4392/assets/index-1s_TN8jf.js', method: 'GET', mode: 'cors' },
        'http://localhost:4392/',
        manifest,
        shellUrls,
      ).kind,
    ).toBe('shell');
    expect(pathInScope('https://school.example/lab/assets/a%20b.js', scope)).toBe('assets/a b.js');
    expect(pathInScope('https://school.example/labs/x', scope)).toBeNull();
  });

  it('know which model entries the current build keeps', () => {
    expect(currentModelKeys(manifest, scope)).toEqual(
      new Set([
        modelCacheKey('models/aes128-x/model.mjs', 'r1', scope),
        modelCacheKey('models/aes128-x/model.wasm', 'r2', scope),
      ]),
    );
    expect(currentModelKeys(manifest, scope).has(modelCacheKey('models/aes128-x/model.wasm', 'r0', scope))).toBe(false);
  });
});
