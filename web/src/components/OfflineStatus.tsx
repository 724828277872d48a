// One quiet line under the title: whether the lab and this configuration work offline, or
// that a new version waits for a reload. No dialogs; failures are said here, not thrown.
import { useEffect, useSyncExternalStore } from 'react';
import type { OfflineController } from '../offline/register';
import { offlineStatusText } from '../offline/status';

interface Props {
  offline: OfflineController;
  configId: string;
  /** The configuration whose simulator has just loaded: its model is worth keeping. */
  loadedId: string | null;
}

export function OfflineStatus({ offline, configId, loadedId }: Props) {
  const state = useSyncExternalStore(offline.subscribe, offline.getState);
  useEffect(() => offline.check(configId), [offline, configId]);
  useEffect(() => {
    if (loadedId) offline.keep(loadedId);
  }, [offline, loadedId]);
  const status = offlineStatusText(state, configId);
  if (!status) return null;
  return (
    <p className={`offline-status ${status.tone}`} role="status" data-testid="offline-status">
      {status.text}
      {status.reload && (
        <>
          {' '}
          <button type="button" onClick={() => offline.update()} data-testid="offline-reload">
            Reload
          </button>
        </>
      )}
    </p>
  );
}
