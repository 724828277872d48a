// "Build for board…": the lab's way to the board export (board/README.md). This panel is all
// the first page loads; the dialog, the generator and the repository files it zips are a
// separate chunk, fetched on the first click.
import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { SimCore } from '../sim/sim-core';
import type { Registry } from '../registry';

interface Props {
  simCore: SimCore;
  registry: Registry;
  configId: string;
  /** The page's key field, for a core with an offline key schedule. */
  keyText: string;
}

type DialogProps = Props & { onClose: () => void };
type Dialog =
  | { kind: 'closed' }
  | { kind: 'loading' }
  | { kind: 'open'; Component: ComponentType<DialogProps> }
  | { kind: 'error'; message: string };

let loaded: ComponentType<DialogProps> | null = null;

export function BoardExport(props: Props) {
  const opener = useRef<HTMLButtonElement>(null);
  const [dialog, setDialog] = useState<Dialog>({ kind: 'closed' });
  const returnFocus = useRef(false);

  // Once the dialog has left the page (while it is open, the rest of the page is inert).
  useEffect(() => {
    if (dialog.kind !== 'closed' || !returnFocus.current) return;
    returnFocus.current = false;
    opener.current?.focus();
  }, [dialog]);

  async function open() {
    if (dialog.kind === 'loading') return;
    if (loaded) return setDialog({ kind: 'open', Component: loaded });
    setDialog({ kind: 'loading' });
    try {
      loaded = (await import('./BoardExportDialog')).default;
      setDialog({ kind: 'open', Component: loaded });
    } catch (error) {
      setDialog({ kind: 'error', message: `The board exporter could not be loaded: ${(error as Error).message}` });
    }
  }

  function close() {
    returnFocus.current = true;
    setDialog({ kind: 'closed' });
  }

  return (
    <section className="panel board-export-panel" aria-labelledby="board-title" data-testid="board-export">
      <h2 id="board-title">Put it on an FPGA</h2>
      <p className="note">
        A ready project for a board, as a zip: this core&apos;s RTL, a board top level that puts it behind a UART, the
        pins, a Makefile for the open tools (or the vendor&apos;s), and a host script that runs the NIST tests on the
        board.
      </p>
      <div className="actions">
        <button
          ref={opener}
          type="button"
          onClick={() => void open()}
          aria-haspopup="dialog"
          data-testid="board-export-open"
        >
          Build for board…
        </button>
        <span className="status" aria-live="polite">
          {dialog.kind === 'loading' && 'Loading the exporter…'}
        </span>
      </div>
      {dialog.kind === 'error' && (
        <p className="note error" role="alert" data-testid="board-export-load-error">
          {dialog.message}
        </p>
      )}
      {dialog.kind === 'open' && <dialog.Component {...props} onClose={close} />}
    </section>
  );
}
