// What the page says about offline use, from what it knows: free of the DOM and unit-tested.
import type { ConfigurationAnswer } from './protocol';

export interface OfflineState {
  /**
   * off: development server, nothing to say · unsupported: no service workers here ·
   * installing: storing the app shell · ready: an active worker holds this build · failed
   */
  worker: 'off' | 'unsupported' | 'installing' | 'ready' | 'failed';
  /** Why offline use is unsupported or failed. */
  problem?: string;
  /** A newer build is installed and waits for a reload. */
  updateReady: boolean;
  online: boolean;
  /** What the worker last said about each configuration. */
  configurations: Record<string, ConfigurationAnswer | { configId: string; state: 'asking' }>;
}

export interface OfflineStatusText {
  text: string;
  tone: 'ok' | 'info' | 'warn';
  /** Offer a reload button (a new version is ready). */
  reload?: boolean;
}

export const initialOfflineState: OfflineState = {
  worker: 'off',
  updateReady: false,
  online: true,
  configurations: {},
};

/** The status line for the configuration on the page; null when there is nothing to say. */
export function offlineStatusText(state: OfflineState, configId: string): OfflineStatusText | null {
  if (state.updateReady) return { text: 'A new version of the lab is ready.', tone: 'info', reload: true };
  switch (state.worker) {
    case 'off':
      return null;
    case 'unsupported':
      return {
        text: `Works online only: ${state.problem ?? 'this browser cannot keep the lab for offline use'}.`,
        tone: 'info',
      };
    case 'failed':
      return { text: `Not available offline: ${state.problem ?? 'the lab could not be stored'}.`, tone: 'warn' };
    case 'installing':
      return {
        text: state.online
          ? 'Storing the lab for offline use…'
          : 'You are offline; the lab is not stored for offline use yet.',
        tone: 'info',
      };
  }
  const configuration = state.configurations[configId];
  if (configuration?.state === 'stored') {
    return {
      text: state.online
        ? 'Available offline, this configuration included.'
        : 'You are offline; this configuration runs from its stored copy.',
      tone: 'ok',
    };
  }
  if (configuration?.state === 'failed') {
    return {
      text: `The lab is available offline, but this configuration could not be stored: ${configuration.error}.`,
      tone: 'warn',
    };
  }
  if (configuration?.state === 'building') {
    return {
      text: 'The lab is available offline; this configuration will be too once its simulator is built and has run.',
      tone: 'info',
    };
  }
  if (configuration?.state === 'not-offered') {
    return {
      text: 'The lab is available offline; this configuration has no simulator on this site (yet), so it is not stored.',
      tone: 'info',
    };
  }
  return state.online
    ? { text: 'Available offline; this configuration will be available offline after its first run.', tone: 'info' }
    : {
        text: 'You are offline, and this configuration has not run on this device yet: it needs the network once.',
        tone: 'warn',
      };
}
