// Cycles per block in each mode for the chosen core: measured on its RTL, predicted by
// sim-core, and how busy each register stage was. The papers' feedback wall made visible:
// a pipeline runs CTR at full speed and CBC encryption at its latency (Elbirt et al. 2000,
// Tables 2 and 3) until interleaved chains fill it again (Swankoski et al.; Chodowiec et al.).
// Below the table, the same modes in Gbit/s at our measured Fmax beside the papers' figures.
import { useMemo } from 'react';
import type { Prediction } from '@sim-core';
import { isFeedback, modeRows } from '../throughput/measured';
import { modeName } from '../mode-names';
import ciphers from '@registry/ciphers.json';
import configurations from '@registry/configurations.json';
import { blockBitsOf } from '@registry/ciphers.mjs';
import { formatGbps, throughputFigures, type ThroughputMbps } from '../throughput/figures';
import { ThroughputFigures } from './ThroughputFigures';
import { FigureExport } from '../export/FigureExport';

interface Props {
  configId: string;
  prediction: Prediction;
  stageNames: string[];
  /** sim-core's throughputMbps, for Gbit/s at the synthesised Fmax. */
  throughputMbps: ThroughputMbps;
  chartWidth?: number;
}

const fmt = (x: number) => (Number.isInteger(x) ? String(x) : x.toFixed(3).replace(/0+$/, ''));

/** Past this many stages the Busy bars touch (styles.css, .utilization.dense) to fit the column. */
const denseBars = 18;

export function ModeThroughput({ configId, prediction, stageNames, throughputMbps, chartWidth }: Props) {
  const rows = modeRows(configId, prediction);
  // Prebuilt yet unmeasured: a core just added to registry/configurations.json (MARS's, before
  // `npm run timing` wrote its rows into registry/measured.json).
  const prebuilt = configurations.configurations.some((c) => c.id === configId);
  const blockBits = blockBitsOf(ciphers, configId);
  const figures = useMemo(
    () => throughputFigures(configId, prediction, throughputMbps),
    [configId, prediction, throughputMbps],
  );
  const gbps = (mode: string, direction: string) =>
    figures.kind === 'figures'
      ? figures.modes.find((m) => m.mode === mode && m.direction === direction)?.gbps
      : undefined;
  const shown: {
    mode: string;
    direction: string;
    chains: number;
    cyclesPerBlock: number | null;
    predicted: number | null;
    utilization: number[];
  }[] =
    rows ??
    prediction.modes
      .filter((m) => !(m.decrypt && (m.mode === 'ctr' || m.mode === 'ofb')))
      .map((m) => ({
        mode: m.mode,
        direction: m.decrypt ? 'decrypt' : 'encrypt',
        chains: m.chains,
        cyclesPerBlock: null,
        predicted: m.cyclesPerBlock,
        utilization: [],
      }));
  return (
    <section className="panel" aria-labelledby="modes-title" data-testid="modes">
      <div className="panel-heading">
        <h2 id="modes-title">
          Cycles per block in each mode
          {figures.kind === 'figures' && (
            <span className="unit-note" data-testid="modes-fmax">
              {' '}
              · Gbit/s at {figures.fmaxMHz} MHz
            </span>
          )}
        </h2>
        <FigureExport
          title="Cycles per block in each mode"
          name="modes"
          table={() => document.querySelector<HTMLTableElement>('[data-testid="modes"] table')}
        />
      </div>
      <table className="outputs mode-table">
        <thead>
          <tr>
            <th scope="col">Mode</th>
            <th scope="col">Direction</th>
            <th scope="col">Feedback?</th>
            <th scope="col">Measured</th>
            <th scope="col">Predicted</th>
            {figures.kind === 'figures' && <th scope="col">Gbit/s</th>}
            {rows && <th scope="col">Busy</th>}
          </tr>
        </thead>
        <tbody>
          {shown.map((r) => (
            <tr key={`${r.mode}-${r.direction}`} data-testid={`mode-${r.mode}-${r.direction}`}>
              <td>
                {modeName(r.mode, blockBits)}
                {r.chains > 1 && (
                  <>
                    {' '}
                    <span className="nowrap">(N = {r.chains})</span>
                  </>
                )}
              </td>
              <td>{r.direction}</td>
              <td>{isFeedback(r.mode, r.direction) ? (r.chains > 1 ? `yes, ${r.chains} chains` : 'yes') : 'no'}</td>
              <td className="measured">{r.cyclesPerBlock === null ? '–' : fmt(r.cyclesPerBlock)}</td>
              <td>{r.predicted === null ? '–' : fmt(r.predicted)}</td>
              {figures.kind === 'figures' && (
                <td className="gbps">
                  {gbps(r.mode, r.direction) === undefined ? '–' : formatGbps(gbps(r.mode, r.direction)!)}
                </td>
              )}
              {rows && (
                <td>
                  <span
                    className={r.utilization.length > denseBars ? 'utilization dense' : 'utilization'}
                    style={{ '--stages': r.utilization.length } as React.CSSProperties}
                    aria-label={`stage utilization of ${modeName(r.mode, blockBits)} ${r.direction}`}
                  >
                    {r.utilization.map((u, s) => (
                      <span
                        key={s}
                        className="bar"
                        style={{ height: `${Math.max(2, u * 18)}px` }}
                        title={`${stageNames[s] ?? `stage ${s}`}: ${(u * 100).toFixed(0)} % busy`}
                      />
                    ))}
                  </span>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {rows ? (
        <p className="note">
          Measured on this core&apos;s RTL with a saturated input (<code>npm run timing</code>), beside sim-core&apos;s
          prediction. Feedback modes make each block wait for the one before.
        </p>
      ) : (
        <p className="note" data-testid="modes-predicted-only">
          {prebuilt ? (
            <>
              This core is prebuilt but not measured yet (<code>npm run timing</code> writes{' '}
              <code>registry/measured.json</code>): these are sim-core&apos;s predictions.
            </>
          ) : (
            <>This configuration is not prebuilt, so nothing was measured: these are sim-core&apos;s predictions.</>
          )}
        </p>
      )}
      <ThroughputFigures figures={figures} prebuilt={prebuilt} width={chartWidth} />
    </section>
  );
}
