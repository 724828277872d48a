import { describe, expect, it } from 'vitest';
import {
  buildFraction,
  buildStatus,
  describeBuild,
  hasBuildService,
  parseBuild,
  requestBuild,
  stopBuild,
} from './build-service';

const base = 'http://lab.test/cipherscope/';

/** A server that answers every request with `status` and `body`, and records what it was asked. */
function server(status: number, body: unknown) {
  const asked: { url: string; method: string; headers: Record<string, string> }[] = [];
  const fetcher = (async (url: URL, init: RequestInit = {}) => {
    asked.push({
      url: String(url),
      method: init.method ?? 'GET',
      headers: (init.headers ?? {}) as Record<string, string>,
    });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  }) as unknown as typeof fetch;
  return { asked, t: { fetcher, base } };
}

describe('the build service, as the page reaches it', () => {
  it('is there when /api/builds says so, and not on a static host, a 404 or a server that does not answer', async () => {
    expect(await hasBuildService(server(200, { service: 'cipherscope-builds', builds: [] }).t)).toBe(true);
    expect(await hasBuildService(server(404, 'not found: /api/builds').t)).toBe(false);
    expect(await hasBuildService(server(200, '<!doctype html>').t)).toBe(false);
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    expect(await hasBuildService({ fetcher: down, base })).toBe(false);
  });

  it('asks for a build with its header, under the page, the id escaped; looks without; stops with DELETE', async () => {
    const s = server(202, { id: 'simon64128-enc-lu2-lut-online-all', state: 'queued', position: 1 });
    expect(await requestBuild('simon64128-enc-lu2-lut-online-all', s.t)).toEqual({
      id: 'simon64128-enc-lu2-lut-online-all',
      state: 'queued',
      position: 1,
      step: undefined,
      done: undefined,
      total: undefined,
      seconds: undefined,
      message: undefined,
    });
    await buildStatus('a b', s.t);
    await stopBuild('x', s.t);
    expect(s.asked.map((a) => [a.method, a.url, a.headers['X-CipherScope']])).toEqual([
      ['POST', `${base}api/builds/simon64128-enc-lu2-lut-online-all`, 'build'],
      ['GET', `${base}api/builds/a%20b`, undefined],
      ['DELETE', `${base}api/builds/x`, 'build'],
    ]);
  });

  it("says the server's reason for a refusal, and that a lost server did not answer", async () => {
    const refused = server(400, {
      id: 'aes128-enc-lu3-lut-online-all',
      message: 'architecture: LU-3: … not a multiple of 3',
    });
    await expect(requestBuild('aes128-enc-lu3-lut-online-all', refused.t)).rejects.toThrow(
      'architecture: LU-3: … not a multiple of 3',
    );
    await expect(requestBuild('x', server(502, 'Bad gateway').t)).rejects.toThrow('HTTP 502');
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    await expect(buildStatus('x', { fetcher: down, base })).rejects.toThrow(
      'did not answer; is npm start still running?',
    );
    await expect(buildStatus('x', server(200, { id: 'x', state: 'done' }).t)).rejects.toThrow('expected a build');
  });
});

describe('a build in words and as a fraction', () => {
  const id = 'serpent128-enc-lu2-lut-online-all';
  it('says where it is, and how long it has taken', () => {
    expect(describeBuild({ id, state: 'queued', position: 1 })).toBe(
      `Waiting for another build to finish: ${id} is next.`,
    );
    expect(describeBuild({ id, state: 'queued', position: 3 })).toBe(
      `Waiting for another build to finish: ${id} is 3rd in line.`,
    );
    expect(describeBuild({ id, state: 'building', step: 'verilator', seconds: 2.4 })).toBe(
      'Verilator is translating the RTL to C++ (2 s).',
    );
    expect(describeBuild({ id, state: 'building', step: 'compile', done: 3, total: 9, seconds: 14 })).toBe(
      'Compiling the simulator to WebAssembly: 3 of 9 parts (14 s).',
    );
    expect(describeBuild({ id, state: 'building', step: 'link', seconds: 30 })).toBe('Linking the simulator (30 s).');
    expect(describeBuild({ id, state: 'stopped' })).toBe(`The build of ${id} was stopped.`);
    expect(describeBuild({ id, state: 'failed', message: 'Verilator refused it' })).toBe(
      `${id} did not build: Verilator refused it`,
    );
  });

  it('measures the compile by its parts, and nothing it cannot measure', () => {
    expect(buildFraction({ id, state: 'queued' })).toBeNull();
    expect(buildFraction({ id, state: 'building', step: 'verilator' })).toBeNull();
    expect(buildFraction({ id, state: 'building', step: 'compile', done: 0, total: 4 })).toBeCloseTo(0.1);
    expect(buildFraction({ id, state: 'building', step: 'compile', done: 4, total: 4 })).toBeCloseTo(0.95);
    expect(buildFraction({ id, state: 'building', step: 'link' })).toBe(0.95);
    expect(buildFraction({ id, state: 'ready' })).toBe(1);
  });

  it('refuses answers that are not builds', () => {
    expect(() => parseBuild(null)).toThrow('expected a build');
    expect(() => parseBuild({ id: 'x', state: 'building', step: 'dance' })).not.toThrow();
    expect(parseBuild({ id: 'x', state: 'building', step: 'dance' }).step).toBeUndefined();
  });
});
