// ::throughput — cycles per block in every mode, measured by npm run timing and predicted by
// sim-core, drawn by the lab's ModeThroughput; a button measures every mode again on the RTL
// in the browser.
import { useMemo, useState } from 'react';
import type { ModeName, WidgetSpec } from '../../../lessons/schema';
import { defaultChains, lessonWorkload, measureRun } from '../../../lessons/answers';
import { modeNameOf } from '../../../mode-names';
import { ModeThroughput } from '../../ModeThroughput';
import { useLessonEnv } from '../context';
import { CoreChoice } from './Choice';
import { fmt } from './common';

export function ThroughputWidget({ spec }: { spec: Extract<WidgetSpec, { type: 'throughput' }> }) {
  const { simCore, lab, presenting } = useLessonEnv();
  const [config, setConfig] = useState(spec.configs[0]);
  const prediction = useMemo(() => simCore.predictTiming(config), [simCore, config]);
  const [live, setLive] = useState<{
    config: string;
    rows: { mode: string; decrypt: boolean; chains: number; cyclesPerBlock: number | null }[];
    status: string;
  } | null>(null);
  const shown = live?.config === config ? live : null;

  async function measure() {
    // Every mode and direction the core runs, as measured.json lists them (CTR and OFB decrypt as they encrypt).
    const runs = prediction.modes.filter((m) => !(m.decrypt && (m.mode === 'ctr' || m.mode === 'ofb')));
    const rows: NonNullable<typeof live>['rows'] = [];
    try {
      for (const [i, m] of runs.entries()) {
        setLive({
          config,
          rows: [...rows],
          status: `Running ${modeNameOf(m.mode, config)}${m.decrypt ? ' decryption' : ''} on the RTL (${i + 1} of ${runs.length})…`,
        });
        const mode = m.mode as ModeName;
        const run = await lab.run(
          config,
          lessonWorkload(simCore, config, mode, 200, defaultChains(simCore, config, mode), m.decrypt),
        );
        rows.push({
          mode: m.mode,
          decrypt: m.decrypt,
          chains: defaultChains(simCore, config, mode),
          cyclesPerBlock: measureRun(simCore, run.result, config).cyclesPerBlock,
        });
      }
      setLive({ config, rows, status: 'Measured just now on the RTL in your browser, 200 blocks in each mode:' });
    } catch (error) {
      setLive({ config, rows, status: `The run failed: ${(error as Error).message}` });
    }
  }

  return (
    <div className="widget" data-testid="widget-throughput">
      <div className="actions">
        <CoreChoice configs={spec.configs} value={config} onChange={setConfig} />
      </div>
      <ModeThroughput
        configId={config}
        prediction={prediction}
        stageNames={[]}
        throughputMbps={simCore.throughputMbps}
        chartWidth={presenting ? 1180 : 900}
      />
      <div className="actions">
        <button type="button" onClick={() => void measure()} data-testid="throughput-measure">
          Measure every mode live on the RTL
        </button>
        <span className="status" aria-live="polite" data-testid="throughput-status">
          {shown?.status ?? 'The measured column comes from npm run timing on the same RTL.'}
        </span>
      </div>
      {shown && shown.rows.length > 0 && (
        <p className="widget-measure" data-testid="throughput-live">
          {shown.rows.map((r, i) => (
            <span
              key={`${r.mode}-${r.decrypt}`}
              data-testid={`throughput-live-${r.mode}-${r.decrypt ? 'decrypt' : 'encrypt'}`}
            >
              {i > 0 && ' · '}
              {modeNameOf(r.mode, config)}
              {r.decrypt ? ' decrypt' : ''}
              {r.chains > 1 ? ` (N = ${r.chains})` : ''}: <strong>{fmt(r.cyclesPerBlock)}</strong>
            </span>
          ))}
        </p>
      )}
    </div>
  );
}
