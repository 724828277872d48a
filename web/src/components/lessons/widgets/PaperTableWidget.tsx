// ::paper-table — a paper's table (registry/published.json) beside the lab: the published
// figures, what npm run timing measured on the same RTL, Mbit/s at the paper's clock and at our
// Fmax where npm run synth has one, and a button that measures the rows again, live. Only the
// rows about the spec's ciphers (by default the lesson's own, lessons/README.md): Elbirt et al.'s
// Tables 2 and 3 hold four finalists, and an AES lesson shows its eight Rijndael rows. A table
// with key-setup figures (Dandalis et al.'s Tables 1–5) is shown as KeySetupTable.
import { useState } from 'react';
import type { WidgetSpec } from '../../../lessons/schema';
import { lessonWorkload, measureRun } from '../../../lessons/answers';
import { paperTableRows, publishedFile } from '../../../throughput/published';
import { deviceName, flowLabel, referenceDevice, referenceFigure } from '../../../throughput/synthesis';
import { synthCommand } from '../../../throughput/figures';
import { measuredEncryptTiming } from '../../../throughput/measured';
import { useLessonEnv } from '../context';
import { fmt } from './common';
import { KeySetupTable } from './KeySetupTable';
import { hasKeySetup } from '../../KeySetupFigure';
import ciphers from '@registry/ciphers.json';
import { blockBitsOf } from '@registry/ciphers.mjs';
import { PaperTableActions } from './PaperTableActions';
import { PaperRowHeading } from '../../PaperRowHeading';
import { loadModelIndex } from '../../../sim/watch-model-index';
import { isBuilding } from '../../../sim/model-index';

export function PaperTableWidget({ spec }: { spec: Extract<WidgetSpec, { type: 'paper-table' }> }) {
  const rows = paperTableRows(spec.source, spec.table, spec.ciphers);
  // Dandalis et al.'s tables are about key-setup latency: the lab's key setup beside theirs.
  return rows.some(hasKeySetup) ? <KeySetupTable spec={spec} rows={rows} /> : <ThroughputTable spec={spec} />;
}

function ThroughputTable({ spec }: { spec: Extract<WidgetSpec, { type: 'paper-table' }> }) {
  const { simCore, lab } = useLessonEnv();
  const rows = paperTableRows(spec.source, spec.table, spec.ciphers);
  const cite = publishedFile.sources[spec.source];
  // Our Fmax beside the paper's clock, where npm run synth has placed and routed the core.
  const fmaxes = rows.map((r) => (r.config[0] ? referenceFigure(r.config[0]) : null));
  const ourFlow = fmaxes.find((f) => f !== null);
  const [live, setLive] = useState<Record<number, { stream: number | null; feedback: number | null }>>({});
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hasFeedback = rows.some((r) => r.cyclesPerBlock?.feedback !== undefined);

  async function measure() {
    const out: typeof live = {};
    setBusy(true);
    // A site may hold some rows' simulators only (npm test builds none of the paper rows no
    // lesson names): those it has not are left as npm run timing measured them, and said so.
    // Without the index (offline), every row is tried.
    const index = await loadModelIndex().catch(() => null);
    const unbuilt: string[] = [];
    try {
      for (const [i, row] of rows.entries()) {
        const id = row.config[0];
        if (!id) continue;
        if (index && !(id in index.ready) && !isBuilding(index, id)) {
          unbuilt.push(id);
          continue;
        }
        setStatus(`Running ${id} on the RTL (${i + 1} of ${rows.length})…`);
        const modes = hasFeedback ? (['ecb', 'cbc'] as const) : (['ecb'] as const);
        const results: (number | null)[] = [];
        for (const mode of modes) {
          const run = await lab.run(id, lessonWorkload(simCore, id, mode, 200, 1, false, row.keyBits));
          results.push(measureRun(simCore, run.result, id).cyclesPerBlock);
        }
        out[i] = { stream: results[0], feedback: results[1] ?? null };
        setLive({ ...out });
      }
      setStatus(
        `Measured just now on the RTL in your browser: 200 blocks each in ECB${hasFeedback ? ' (no feedback) and CBC encryption (feedback)' : ''}.` +
          (unbuilt.length
            ? ` Not built on this site, so shown as npm run timing measured them: ${unbuilt.join(', ')} (npm run model -- <id> builds one).`
            : ''),
      );
    } catch (error) {
      setStatus(`The run failed: ${(error as Error).message}`);
    } finally {
      setBusy(false);
    }
  }

  const differs = (a: number | null | undefined, b: number | null | undefined) =>
    a !== null && a !== undefined && b !== null && b !== undefined && Math.abs(a - b) > 1e-9;
  const mbps = (id: string | undefined, clock: number | undefined, cpb: number | null | undefined) =>
    id === undefined || clock === undefined || cpb === null || cpb === undefined
      ? null
      : simCore.throughputMbps(blockBitsOf(ciphers, id), clock, cpb);
  const cell = (lab: number | null | undefined, paper: number | undefined, testId: string, isLive: boolean) => (
    <td
      className={[differs(lab, paper) ? 'differs' : '', isLive ? 'live' : ''].join(' ').trim() || undefined}
      data-testid={testId}
    >
      {fmt(lab)}
    </td>
  );
  return (
    <figure className="widget" data-testid="widget-paper-table">
      <div className="table-scroll">
        <table className="outputs paper-table">
          <thead>
            <tr>
              <th scope="col" rowSpan={2}>
                {spec.table}
              </th>
              <th scope="colgroup" colSpan={hasFeedback ? 5 : 4}>
                the paper
              </th>
              <th scope="colgroup" colSpan={hasFeedback ? 4 : 3}>
                the lab
              </th>
            </tr>
            <tr>
              <th scope="col">slices</th>
              <th scope="col">MHz</th>
              <th scope="col">cycles/block NFB</th>
              {hasFeedback && <th scope="col">FB</th>}
              <th scope="col">Mbit/s NFB</th>
              <th scope="col">cycles/block NFB</th>
              {hasFeedback && <th scope="col">FB</th>}
              <th scope="col">Mbit/s NFB at the paper&apos;s clock</th>
              <th scope="col">Mbit/s NFB at our Fmax</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => {
              const id = row.config[0];
              const m = id ? measuredEncryptTiming(id, row.keyBits) : null;
              const l = live[i];
              const stream = l ? l.stream : m?.stream;
              const feedback = l ? l.feedback : m?.feedback;
              return (
                <tr key={i} data-testid={`paper-row-${i}`} data-label={row.label} data-cipher={row.cipher}>
                  <PaperRowHeading row={row} id={id} withDetails />
                  <td>{row.slices ?? '–'}</td>
                  <td>{row.clockMHz ?? '–'}</td>
                  <td>{fmt(row.cyclesPerBlock?.stream)}</td>
                  {hasFeedback && <td>{fmt(row.cyclesPerBlock?.feedback)}</td>}
                  <td>{fmt(row.throughputMbps?.stream)}</td>
                  {cell(id ? stream : null, row.cyclesPerBlock?.stream, 'lab-nfb', !!l)}
                  {hasFeedback && cell(id ? feedback : null, row.cyclesPerBlock?.feedback, 'lab-fb', !!l)}
                  <td>{mbps(id, row.clockMHz, stream)?.toFixed(1) ?? '–'}</td>
                  <td title={id && !fmaxes[i] ? `not synthesised yet: ${synthCommand(id)}` : undefined}>
                    <span data-testid="lab-mbps-fmax">{mbps(id, fmaxes[i]?.fmaxMHz, stream)?.toFixed(1) ?? '–'}</span>
                    {fmaxes[i] && (
                      <span className="detail">
                        at <span data-testid="lab-fmax">{fmaxes[i].fmaxMHz}</span> MHz
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <PaperTableActions measure={measure} busy={busy} status={status} />
      <figcaption>
        {cite?.cite}; {cite?.device}. NFB: no feedback (ECB, CTR); FB: feedback (CBC encryption). The lab&apos;s Mbit/s
        are the cipher&apos;s block bits × the paper&apos;s clock ÷ the lab&apos;s cycles per block. Cells marked ≠
        differ from the paper: the lesson says why. Our Fmax is nextpnr&apos;s for the core on the{' '}
        {ourFlow ? flowLabel(referenceDevice, ourFlow).replace(/^ours: /, '') : deviceName(referenceDevice)}; – where{' '}
        <code>npm run synth</code> has not measured it yet.
      </figcaption>
    </figure>
  );
}
