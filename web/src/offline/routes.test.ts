import { describe, expect, it } from 'vitest';
import type { ModelIndex } from '../sim/model-index';
import { currentModelKeys, modelCacheKey, modelIndexKey, pathInScope, routeRequest } from './routes';

const scope = 'https://school.example/lab/';
const shellUrls = new Set(['index.html', 'assets/index-1s_TN8jf.js', 'assets/sim_core_wasm_bg-zses9RbQ.wasm']);
const index: ModelIndex = { ready: { 'aes128-x': { 'model.mjs': 'r1', 'model.wasm': 'r2' } }, building: ['aes256-y'] };
const get = (url: string, mode = 'cors') => routeRequest({ url, method: 'GET', mode }, scope, shellUrls);

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

  it('take models by their path, ready or still building (the index decides what is stored)', () => {
    expect(get(`${scope}models/aes128-x/model.wasm`)).toEqual({
      kind: 'model',
      path: 'models/aes128-x/model.wasm',
      configId: 'aes128-x',
    });
    expect(get(`${scope}models/aes256-y/model.mjs`)).toEqual({
      kind: 'model',
      path: 'models/aes256-y/model.mjs',
      configId: 'aes256-y',
    });
  });

  it('read the model index from the network first, kept under one key', () => {
    expect(get(`${scope}models/index.json?t=1`)).toEqual({ kind: 'index', key: `${scope}models/index.json` });
  });

  it('leave unknown files, other origins, other paths and non-GET requests to the network', () => {
    expect(get(`${scope}models/aes128-x/other.js`)).toEqual({ kind: 'network' });
    expect(get(`${scope}assets/index-OLDHASH.js`)).toEqual({ kind: 'network' });
    expect(get('https://elsewhere.example/lab/index.html')).toEqual({ kind: 'network' });
    expect(get('https://school.example/index.html')).toEqual({ kind: 'network' });
    expect(routeRequest({ url: `${scope}index.html`, method: 'POST', mode: 'navigate' }, scope, shellUrls)).toEqual({
      kind: 'network',
    });
  });

  it('work at the root of a server as under a path', () => {
    expect(
      routeRequest(
        { url: 'http://localhost:4392/assets/index-1s_TN8jf.js', method: 'GET', mode: 'cors' },
        'http://localhost:4392/',
        shellUrls,
      ).kind,
    ).toBe('shell');
    expect(pathInScope('https://school.example/lab/assets/a%20b.js', scope)).toBe('assets/a b.js');
    expect(pathInScope('https://school.example/labs/x', scope)).toBeNull();
  });

  it('know which model entries the current index keeps: its ready models at their revisions, and itself', () => {
    expect(currentModelKeys(index, scope)).toEqual(
      new Set([
        modelIndexKey(scope),
        modelCacheKey('models/aes128-x/model.mjs', 'r1', scope),
        modelCacheKey('models/aes128-x/model.wasm', 'r2', scope),
      ]),
    );
    expect(currentModelKeys(index, scope).has(modelCacheKey('models/aes128-x/model.wasm', 'r0', scope))).toBe(false);
  });
});
