// "Copy link": the page's address with everything a run needs (url-state.ts) and `run`, so a
// student who opens it sees the result the teacher saw once the simulator has loaded. Says
// what the link leaves out to stay short enough for any web server, and warns when it points
// at this computer only (localhost), where no student's device can open it.
import { useState } from 'react';
import { isLocalHost, writeUrlState, type PageState } from '../url-state';

interface Props {
  state: PageState;
}

export function ShareLink({ state }: Props) {
  const [copied, setCopied] = useState<{ link: string; how: 'copied' | 'select' } | null>(null);
  const base = `${window.location.origin}${window.location.pathname}`;
  const { search, omitted } = writeUrlState(state, { run: true, base });
  const link = `${base}${search}`;
  const local = isLocalHost(window.location.hostname);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied({ link, how: 'copied' });
    } catch {
      // No clipboard (a page served over plain http to another machine): the field is there to copy by hand.
      setCopied({ link, how: 'select' });
      document.querySelector<HTMLInputElement>('[data-testid="share-link-text"]')?.select();
    }
  }

  const shown = copied?.link === link ? copied.how : null;
  return (
    <div className="share-link" data-testid="share-link">
      <button type="button" onClick={() => void copy()} data-testid="copy-link">
        Copy link
      </button>
      <input
        type="text"
        readOnly
        value={link}
        aria-label="Link to this page, which runs on open"
        onFocus={(e) => e.target.select()}
        data-testid="share-link-text"
      />
      <p className="note" aria-live="polite" data-testid="share-link-note">
        {shown === 'copied' && 'Copied. Opening it runs these inputs on this core. '}
        {shown === 'select' && 'This browser gives the page no clipboard here: the link is selected, copy it by hand. '}
        {omitted && <span data-testid="share-link-omitted">{omitted} </span>}
        {local && (
          <span className="warn" data-testid="share-link-localhost">
            This link points at {window.location.host}, this computer: other devices cannot open it. Serve the lab where
            the class can reach it (<code>npm start -- --host 0.0.0.0</code>, or any web server hosting{' '}
            <code>build/web</code>).
          </span>
        )}
      </p>
    </div>
  );
}
