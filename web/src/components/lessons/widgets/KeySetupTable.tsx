// ::paper-table on a table with key-setup figures (Dandalis et al.'s Tables 1–5): KeySetupFigure
// (the paper's key-setup latency beside the lab's cores, as `npm run timing` measured them), with
// a button that measures the lab's figures again, live, in the browser.
import { useState } from 'react';
import type { WidgetSpec } from '../../../lessons/schema';
import { lessonWorkload, measureRun } from '../../../lessons/answers';
import type { PublishedRow } from '../../../throughput/published';
import type { RunResult } from '../../../sim/protocol';
import { useLessonEnv } from '../context';
import { PaperTableActions } from './PaperTableActions';
import { KeySetupFigure, keySetupLines, type LiveKeySetup } from '../../KeySetupFigure';

/**
 * The key setup of an ECB run of lessonWorkload: the run resets the core, hands the key over in
 * cycle 0 and offers the blocks right behind it, so the first block is taken in the cycle before
 * it first sits in a register (hdl/timing.mjs counts the same way). Null when the probes do not
 * start at the run's first cycle or no block entered.
 */
export function keySetupOfRun(run: Pick<RunResult, 'probes' | 'probeFrom' | 'stages'>): number | null {
  if (run.probeFrom !== 0) return null;
  const i = run.probes.findIndex((w) => (w & 0x8000_0000) !== 0);
  return i < 0 ? null : Math.floor(i / run.stages) - 1;
}

export function KeySetupTable({
  spec,
  rows,
}: {
  spec: Extract<WidgetSpec, { type: 'paper-table' }>;
  rows: PublishedRow[];
}) {
  const { simCore, lab } = useLessonEnv();
  const lines = keySetupLines(rows);
  const [live, setLive] = useState<LiveKeySetup>({});
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function measure() {
    const out: LiveKeySetup = {};
    setBusy(true);
    try {
      const ids = lines.flatMap((l) => (l.id ? [l.id] : []));
      for (const [i, id] of ids.entries()) {
        setStatus(`Running ${id} on the RTL (${i + 1} of ${ids.length})…`);
        const keyBits = lines.find((l) => l.id === id)?.row.keyBits;
        // A few blocks right behind a new key: its key setup. Then CBC encryption: a block's cycles with feedback.
        const first = await lab.run(id, lessonWorkload(simCore, id, 'ecb', 4, 1, false, keyBits));
        const chained = await lab.run(id, lessonWorkload(simCore, id, 'cbc', 24, 1, false, keyBits));
        out[id] = {
          keySetup: keySetupOfRun(first.result),
          block: measureRun(simCore, chained.result, id).cyclesPerBlock,
        };
        setLive({ ...out });
      }
      setStatus(
        'Measured just now on the RTL in your browser: the cycles from the key handshake until the first of 4 blocks is taken, and the cycles a block of 24 in CBC encryption.',
      );
    } catch (error) {
      setStatus(`The run failed: ${(error as Error).message}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <KeySetupFigure table={spec.table} source={spec.source} lines={lines} live={live} testId="widget-paper-table">
      <PaperTableActions measure={measure} busy={busy} status={status} />
    </KeySetupFigure>
  );
}
