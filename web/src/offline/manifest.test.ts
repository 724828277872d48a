import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { offlineManifest, type BuiltFile } from './manifest';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const file = (path: string, text = path): BuiltFile => ({ path, bytes: new TextEncoder().encode(text) });

const site = [
  file('index.html', '<script src="./assets/index-1s_TN8jf.js">'),
  file('assets/index-1s_TN8jf.js'),
  file('assets/index-1s_TN8jf.js.map'),
  file('assets/index-BfoCJ455.css'),
  file('assets/sim_core_wasm_bg-zses9RbQ.wasm'),
  file('assets/worker-xUTj86Va.js'),
  file('favicon.svg'),
  file('models/index.json', '["aes128-enc-lu1-lut-online-all"]'),
  file('models/aes128-enc-lu1-lut-online-all/model.mjs'),
  file('models/aes128-enc-lu1-lut-online-all/model.wasm'),
  file('sw.js'),
  file('.vite/manifest.json'),
];

describe('offline manifest', () => {
  it('stores the app shell at install: index.html, hashed assets, sim-core, public files', () => {
    expect(offlineManifest(site, sha256).shell.map((e) => e.url)).toEqual([
      'assets/index-1s_TN8jf.js',
      'assets/index-BfoCJ455.css',
      'assets/sim_core_wasm_bg-zses9RbQ.wasm',
      'assets/worker-xUTj86Va.js',
      'favicon.svg',
      'index.html',
    ]);
  });

  it('lists neither the service worker, source maps, Vite metadata nor the models and their index', () => {
    // The models are published beside the build as they are built, listed in models/index.json
    // with their revisions (scripts/lib/site-models.mjs): a new model is not a new build.
    const listed = offlineManifest(site, sha256).shell.map((e) => e.url);
    expect(
      listed.filter(
        (url) => url === 'sw.js' || url.endsWith('.map') || url.startsWith('.vite/') || url.startsWith('models/'),
      ),
    ).toEqual([]);
  });

  it('has a version that does not depend on the order files were found', () => {
    expect(offlineManifest([...site].reverse(), sha256)).toEqual(offlineManifest(site, sha256));
  });

  it('gets a new version when any file of the shell changes, and only then', () => {
    const { version } = offlineManifest(site, sha256);
    const changed = (path: string) => site.map((f) => (f.path === path ? file(path, `${path} edited`) : f));
    expect(offlineManifest(changed('index.html'), sha256).version).not.toBe(version);
    expect(offlineManifest(changed('favicon.svg'), sha256).version).not.toBe(version);
    expect(offlineManifest(changed('models/aes128-enc-lu1-lut-online-all/model.wasm'), sha256).version).toBe(version);
    expect(offlineManifest(changed('models/index.json'), sha256).version).toBe(version);
    // The service worker is built from the manifest, not into it.
    expect(offlineManifest(changed('sw.js'), sha256).version).toBe(version);
  });

  it('refuses a site without index.html and paths that are not relative', () => {
    expect(() => offlineManifest(site.slice(1), sha256)).toThrow('no index.html');
    expect(() => offlineManifest([...site, file('/etc/passwd')], sha256)).toThrow('not a relative site path');
  });
});
