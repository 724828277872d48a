// The finalists compared (?finalists): which AES finalist suits an FPGA best, asked of the
// lab's prebuilt cores on the ECP5-85F as Elbirt et al. (AES3, 2000) asked it of theirs on a
// Xilinx XCV1000. The chart and the lab's table read registry/finalists.mjs, the rule that
// writes hdl/doc/finalists.md; Elbirt et al.'s own tables stand in a separate panel, on
// their device, never on the lab's axis; Dandalis et al.'s key-setup table (Tables 1–5) beside
// the lab's cores, as lesson 13 shows it. Mode and filters live in the URL (url.ts).
import { memo, useEffect, useMemo, useState } from 'react';
import { ThemePicker } from '../components/ThemePicker';
import { UrlProblems } from '../components/UrlProblems';
import {
  architectureKinds,
  cipherList,
  dandalisKeySetupRows,
  elbirtFastest,
  elbirtRows,
  elbirtWinners,
  fastestPerCipher,
  finalistIds,
  lightweightCiphers,
  kindNames,
  labPoints,
  unplottedCores,
  labWinners,
  modeNames,
  placementSpread,
  throughputModes,
  visiblePoints,
  type ArchitectureKind,
  type ThroughputMode,
} from './data';
import { finalistsHref, readFinalistsUrl, type FinalistsState } from './url';
import { ScatterChart } from './ScatterChart';
import { ElbirtTables, LabFastestTable } from './Tables';
import { ElbirtScatter } from './ElbirtScatter';
import { markerOf, markerPath } from './markers';
import { KeySetupFigure } from '../components/KeySetupFigure';
import { earlierInputsNote, earlierInputsWhy } from '../throughput/synthesis';
import { authors, publishedFile } from '../throughput/published';
import { contest } from '../cipher-data';
import './finalists.css';

const cipherIds = cipherList.map((c) => c.id);
/** Elbirt et al.'s paper (registry/published.json), cited in full on hover. */
const elbirt = publishedFile.sources.elbirt2000;
/** The finalists Elbirt et al. built no design of (MARS), by name. */
const unbuilt = cipherList
  .filter((c) => finalistIds.includes(c.id) && !elbirtRows.some((r) => r.cipher === c.id))
  .map((c) => c.name);
const earlierPoints = labPoints.filter((p) => p.earlierInputs).length;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A cipher's marker as the chart draws it, for the legend. */
function MarkerSwatch({ cipherId }: { cipherId: string }) {
  const marker = markerOf(cipherId);
  return (
    <svg width={18} height={18} viewBox="-9 -9 18 18" aria-hidden="true" className="finalists-swatch">
      <path d={markerPath(marker.shape, 13)} style={{ fill: marker.colour }} className="marker" />
    </svg>
  );
}

/** Add or remove `item`, keeping `order`; the last one left stays (an empty chart teaches nothing). */
function toggled<T>(list: readonly T[], item: T, order: readonly T[]): T[] {
  if (list.includes(item)) return list.length > 1 ? list.filter((x) => x !== item) : [...list];
  return order.filter((x) => x === item || list.includes(x));
}

export function FinalistsPage({ search }: { search: string }) {
  const initial = useMemo(() => readFinalistsUrl(search, cipherIds), [search]);
  const [state, setState] = useState<FinalistsState>(initial.state);
  useEffect(() => {
    window.history.replaceState(null, '', finalistsHref(state, cipherIds));
  }, [state]);
  const shown = useMemo(() => visiblePoints(labPoints, state), [state]);

  return (
    <main className="finalists">
      <header>
        <h1>The {contest} finalists compared</h1>
        <ThemePicker />
        <nav className="site-nav" aria-label="CipherScope">
          <a href="./" data-testid="back-to-lab">
            ← Back to the lab
          </a>
          <a href="?lessons">Lessons</a>
        </nav>
      </header>

      <UrlProblems problems={initial.problems} />

      <section className="panel finalists-panel" aria-labelledby="lab-chart-title">
        <h2 id="lab-chart-title">Every prebuilt core on the Lattice ECP5-85F: area against throughput</h2>
        <div className="finalists-controls">
          <fieldset data-testid="mode-toggle">
            <legend>Modes</legend>
            {throughputModes.map((m) => (
              <label key={m}>
                <input
                  type="radio"
                  name="finalists-mode"
                  value={m}
                  checked={state.mode === m}
                  onChange={() => setState((s) => ({ ...s, mode: m }))}
                />
                {modeNames[m]}
              </label>
            ))}
          </fieldset>
          <fieldset data-testid="cipher-filter">
            <legend>Cipher (legend)</legend>
            {cipherList.map((c) => (
              <label
                key={c.id}
                title={
                  finalistIds.includes(c.id)
                    ? undefined
                    : `not an ${contest} finalist: ${c.lightweight ?? 'shown beside them'}`
                }
                data-lightweight={c.lightweight ? 'yes' : undefined}
              >
                <input
                  type="checkbox"
                  value={c.id}
                  checked={state.ciphers.includes(c.id)}
                  onChange={() => setState((s) => ({ ...s, ciphers: toggled(s.ciphers, c.id, cipherIds) }))}
                />
                <MarkerSwatch cipherId={c.id} />
                {c.name}
                {c.lightweight && <span className="finalists-lightweight"> (lightweight, not a finalist)</span>}
              </label>
            ))}
          </fieldset>
          <fieldset data-testid="kind-filter">
            <legend>Architecture</legend>
            {architectureKinds.map((k) => (
              <label key={k} title={kindNames[k]}>
                <input
                  type="checkbox"
                  value={k}
                  checked={state.kinds.includes(k)}
                  onChange={() =>
                    setState((s) => ({ ...s, kinds: toggled<ArchitectureKind>(s.kinds, k, architectureKinds) }))
                  }
                />
                {k}
              </label>
            ))}
          </fieldset>
        </div>
        <ScatterChart all={labPoints} shown={shown} mode={state.mode} />
        <p className="finalists-note">
          <span className="front-swatch" aria-hidden="true" /> the Pareto front: the cores no other shown core beats
          with fewer LUT4 and more throughput. Throughput is the block × the ECP5-85F Fmax ÷ the cycles a block measured
          on the RTL. Hover or Tab to a point for its figures; click or Enter opens it in the lab. {shown.length} of{' '}
          {labPoints.length} cores shown.
        </p>
        {lightweightCiphers.length > 0 && (
          <p className="finalists-note" data-testid="finalists-lightweight">
            {lightweightCiphers.map((c) => c.name).join(' and ')}: lightweight, <strong>not {contest} finalists</strong>
            . {capitalised(lightweightCiphers[0].lightweight ?? '')}.
          </p>
        )}
        {earlierPoints > 0 && (
          <p className="finalists-note" data-testid="finalists-earlier">
            <span className="earlier-swatch" aria-hidden="true" /> hollow: {earlierPoints} of {labPoints.length} cores
            have an ECP5-85F figure {earlierInputsNote}, {earlierInputsWhy}.
          </p>
        )}
        {unplottedCores.length > 0 && (
          <p className="finalists-note" data-testid="finalists-unplotted">
            Not plotted:{' '}
            {unplottedCores.map((u, i) => (
              <span key={u.id}>
                {i > 0 && '; '}
                <code>{u.id}</code>, {u.reason}
              </span>
            ))}
            .
          </p>
        )}
      </section>

      <LabFastest best={fastestPerCipher} winners={labWinners} spread={placementSpread} />

      <KeySetupPanel />

      <ElbirtPanel mode={state.mode} />
    </main>
  );
}

// The panels a filter does not change, memoized so that toggling a cipher or an architecture
// re-renders the chart alone: re-rendering the whole page made a filter cost one or two frames
// (npm run bench, the finalists view).
const LabFastest = memo(LabFastestTable);

const KeySetupPanel = memo(function KeySetupPanel() {
  return (
    <section className="panel finalists-panel" aria-labelledby="key-setup-title" data-testid="key-setup-panel">
      <h2 id="key-setup-title">Key setup: Dandalis et al. (2000) beside the lab</h2>
      <p>
        Throughput is not the whole answer: a new key costs time before the first block. Dandalis et al. measured each
        finalist&apos;s key setup on their XCV1000; beside each row, the lab&apos;s cores measured the same way on the
        RTL (<code>npm run timing</code>). <a href="?lesson=13-key-setup-latency">Lesson 13</a> measures them again,
        live, in your browser.
      </p>
      <KeySetupFigure
        table="Tables 1–5"
        source="dandalis2000"
        rows={dandalisKeySetupRows}
        className="finalists-key-setup"
        testId="finalists-key-setup"
      />
    </section>
  );
});

const ElbirtPanel = memo(function ElbirtPanel({ mode }: { mode: ThroughputMode }) {
  return (
    <section className="panel finalists-panel elbirt-panel" aria-labelledby="elbirt-title" data-testid="elbirt-panel">
      <h2 id="elbirt-title">
        <cite title={elbirt.cite}>
          {authors(elbirt.cite)} {elbirt.year}
        </cite>{' '}
        — Xilinx XCV1000, CLB slices
      </h2>
      <p>
        Their figures, on their device: a slice of the XCV1000 holds two 4-input LUTs and two flip-flops, and their flow
        was a vendor&apos;s. Never read them on the lab&apos;s axis: “it is impossible to legitimately compare FPGAs
        from separate families”.
      </p>
      <ElbirtScatter mode={mode} />
      <p className="finalists-note">
        Every design of their Tables 2 and 3, in the modes chosen above; the ciphers&apos; shapes as on the lab&apos;s
        chart{unbuilt.length > 0 && ` (they built no ${unbuilt.join(' or ')})`}. Hover a point for its figures.
      </p>
      <ElbirtTables best={elbirtFastest} winners={elbirtWinners} />
    </section>
  );
});
