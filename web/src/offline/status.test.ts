import { describe, expect, it } from 'vitest';
import { initialOfflineState, offlineStatusText, type OfflineState } from './status';

const id = 'aes128-enc-lu1-lut-online-all';
const ready: OfflineState = { ...initialOfflineState, worker: 'ready' };
const withAnswer = (state: OfflineState, answer: OfflineState['configurations'][string]) => ({
  ...state,
  configurations: { [answer.configId]: answer },
});

describe('offline status line', () => {
  it('says nothing on the development server', () => {
    expect(offlineStatusText(initialOfflineState, id)).toBeNull();
  });

  it('says while the lab is being stored', () => {
    expect(offlineStatusText({ ...ready, worker: 'installing' }, id)?.text).toBe('Storing the lab for offline use…');
  });

  it('says a configuration not yet stored will be after its first run', () => {
    expect(offlineStatusText(ready, id)).toEqual({
      text: 'Available offline; this configuration will be available offline after its first run.',
      tone: 'info',
    });
    expect(offlineStatusText(withAnswer(ready, { configId: id, state: 'not-stored' }), id)?.text).toMatch(
      /after its first run/,
    );
  });

  it('says available offline once the configuration is stored, and only for that one', () => {
    const state = withAnswer(ready, { configId: id, state: 'stored' });
    expect(offlineStatusText(state, id)).toEqual({
      text: 'Available offline, this configuration included.',
      tone: 'ok',
    });
    expect(offlineStatusText(state, 'aes256-enc-lu1-lut-online-all')?.text).toMatch(/after its first run/);
  });

  it('tells offline users what runs and what needs the network', () => {
    const offline = { ...ready, online: false };
    expect(offlineStatusText(withAnswer(offline, { configId: id, state: 'stored' }), id)?.text).toBe(
      'You are offline; this configuration runs from its stored copy.',
    );
    expect(offlineStatusText(offline, id)).toEqual({
      text: 'You are offline, and this configuration has not run on this device yet: it needs the network once.',
      tone: 'warn',
    });
  });

  it('says a configuration whose simulator is still being built will be kept once it has run', () => {
    expect(offlineStatusText(withAnswer(ready, { configId: id, state: 'building' }), id)).toEqual({
      text: 'The lab is available offline; this configuration will be too once its simulator is built and has run.',
      tone: 'info',
    });
  });

  it('offers a reload when a new version waits, before anything else', () => {
    expect(offlineStatusText({ ...ready, updateReady: true }, id)).toEqual({
      text: 'A new version of the lab is ready.',
      tone: 'info',
      reload: true,
    });
  });

  it('reports failures instead of throwing them', () => {
    expect(offlineStatusText({ ...initialOfflineState, worker: 'failed', problem: 'storage is full' }, id)).toEqual({
      text: 'Not available offline: storage is full.',
      tone: 'warn',
    });
    expect(
      offlineStatusText(withAnswer(ready, { configId: id, state: 'failed', error: 'storage is full' }), id)?.text,
    ).toBe('The lab is available offline, but this configuration could not be stored: storage is full.');
    expect(
      offlineStatusText({ ...initialOfflineState, worker: 'unsupported', problem: 'no service workers' }, id)?.text,
    ).toBe('Works online only: no service workers.');
  });
});
