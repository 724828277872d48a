// The button under a ::paper-table (PaperTableWidget, KeySetupTable) that measures the lab's
// columns again on the RTL in the browser, and the line that says what it did.

export function PaperTableActions({
  measure,
  busy,
  status,
}: {
  measure: () => Promise<void>;
  busy: boolean;
  status: string | null;
}) {
  return (
    <div className="actions">
      <button type="button" onClick={() => void measure()} disabled={busy} data-testid="paper-measure">
        Measure them live on the RTL
      </button>
      <span className="status" aria-live="polite" data-testid="paper-status">
        {status ??
          'The lab columns were measured on the same RTL by npm run timing; the button measures them again, now, in your browser.'}
      </span>
    </div>
  );
}
