// Names of the service worker's caches. Caches belong to the whole origin, so each name
// carries the site's path: two labs hosted under different paths of one server never delete
// each other's caches. The shell cache is named by the build's version; the models cache
// keeps its name across builds and drops only models whose revision changed.

export interface CacheNames {
  /** The app shell of this build. */
  shell: string;
  /** Models stored on first use, keyed by URL and revision. */
  models: string;
}

const prefix = 'cipherscope';

/** `scope` is the service worker's scope URL, e.g. https://host/lab/. */
export function cacheNames(scope: string, version: string): CacheNames {
  const site = new URL(scope).pathname;
  return { shell: `${prefix} ${site} shell ${version}`, models: `${prefix} ${site} models` };
}

/** A cache this site made for an older build, to delete once this build is active. */
export function isStaleCache(name: string, current: CacheNames): boolean {
  const shellOfThisSite = current.shell.slice(0, current.shell.lastIndexOf(' ') + 1);
  return name.startsWith(shellOfThisSite) && name !== current.shell;
}
