// S-box implementations compared (issue #8, item 6; issue #24 for Twofish): the prebuilt
// cores that differ from the page's in the S-box alone (the cipher's implementation axis,
// registry/ciphers.json), each with its synthesis figures on the ECP5-85F
// (registry/synthesis.json), the S-box's latency (sim-core), the key setup measured on its
// RTL (registry/measured.json) and, on request, its toggle activity on the real RTL: the
// models run one after another in a worker of their own, each recording a VCD of the same
// workload, counted here over sim-core's steady state. Swankoski et al. (2005) report that
// the composite-field AES S-box costs energy; this is the lab's proxy for that claim,
// labelled as one. The words about the cipher's parts are its own (its plug-in, through
// sbox-compare/words.ts); the key and the standard it cites are its description's (cipher-data.ts).
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Registry } from '../registry';
import type { SimCore } from '../sim/sim-core';
import { Simulator } from '../sim/simulator';
import { implementationOf, sboxVariants } from '../sbox-compare/variants';
import { sboxLatency } from '../sbox-compare/latency';
import { measureToggles } from '../sbox-compare/measure';
import { implementationNetsOf } from '../sbox-compare/implementation-nets';
import { toggleBlockCount, toggleWorkload } from '../sbox-compare/workload';
import {
  dspHeading,
  sboxRows,
  synthesisLabels,
  toggleBars,
  type Measurement,
  type SboxRow,
} from '../sbox-compare/rows';
import { cipherWords, panelTitle, sentenceCase } from '../sbox-compare/words';
import { cipherNamed, exampleKeyWords } from '../cipher-data';
import { keyBitsOf } from '../inputs';
import { publishedFile } from '../throughput/published';
import { blocksOf, deviceName, referenceDevice } from '../throughput/synthesis';
import { SboxSwatch, SboxToggleChart, formatToggles } from './SboxToggleChart';
import { FigureExport } from '../export/FigureExport';
import { grouped } from '../numbers';

interface Props {
  simCore: SimCore;
  registry: Registry;
  configId: string;
  chartWidth?: number;
}

const fmt = (x: number) => (Number.isInteger(x) ? String(x) : x.toFixed(2));
/** Let the status line paint before the next long step on the main thread. */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** The cipher whose S-boxes Swankoski et al. measured (registry/published.json). */
const swankoskiCipher = publishedFile.rows.find((r) => r.source === 'swankoski2005')?.cipher;

const stepWords = {
  loading: 'loading its simulator…',
  simulating: 'simulating…',
  counting: 'counting toggles…',
} as const;

export function SboxComparison({ simCore, registry, configId, chartWidth }: Props) {
  const config = useMemo(() => simCore.parseConfiguration(configId), [simCore, configId]);
  const variants = useMemo(() => sboxVariants(config, registry.entries), [config, registry]);
  // Kept across configurations: the workload is fixed, so a core's figures stay its own.
  const [measurements, setMeasurements] = useState<ReadonlyMap<string, Measurement>>(new Map());
  const [status, setStatus] = useState<string | null>(null);
  const run = useRef<object | null>(null);
  const rows = useMemo(
    () => sboxRows(variants, (v) => sboxLatency(simCore, simCore.parseConfiguration(v.id)), measurements),
    [variants, simCore, measurements],
  );
  const words = cipherWords(config.cipher);
  const axis = implementationOf(config.cipher).axis;
  /** The axis in a column heading, its hyphen unbroken ("S‑box"), and with its article ("an S-box"). */
  const axisHeading = axis.replace(/-/g, '\u2011');
  const axisColumn = sentenceCase(axisHeading);
  const anAxis = `${/^(S-|[aeiou])/i.test(axis) ? 'an' : 'a'} ${axis}`;
  const title = panelTitle(config.cipher);
  const description = cipherNamed(config.cipher);
  const keyWords = description ? exampleKeyWords(description, keyBitsOf(config)[0]) : 'a fixed key';
  const measuredCipher = swankoskiCipher !== undefined ? cipherNamed(swankoskiCipher) : undefined;
  const labels = synthesisLabels(rows);
  const bars = toggleBars(rows);
  const device = deviceName(referenceDevice);
  const blocks = blocksOf(referenceDevice);
  const dsp = dspHeading(rows);

  // A new configuration (or leaving the page) stops a measurement after its current step.
  useEffect(
    () => () => {
      run.current = null;
    },
    [configId],
  );

  async function measureAll() {
    const token = {};
    run.current = token;
    const list = variants;
    const set = (id: string, m: Measurement) => setMeasurements((prev) => new Map(prev).set(id, m));
    setMeasurements(
      (prev) => new Map([...prev, ...list.map((v) => [v.id, { kind: 'waiting' } as Measurement] as const)]),
    );
    const simulator = new Simulator();
    try {
      for (const [i, v] of list.entries()) {
        if (run.current !== token) break;
        const say = (what: string) => setStatus(`Measuring ${i + 1} of ${list.length}, ${v.name}: ${what}`);
        try {
          set(v.id, { kind: 'running', step: 'loading' });
          say(stepWords.loading);
          await simulator.load(v.id);
          const variantConfig = simCore.parseConfiguration(v.id);
          const w = toggleWorkload(simCore, variantConfig);
          if (!w.ok) throw new Error(w.error);
          set(v.id, { kind: 'running', step: 'simulating' });
          say(stepWords.simulating);
          const result = await simulator.run({ ...w.workload, maxCycles: w.maxCycles, vcd: true }, (done, total) =>
            say(`simulating, ${grouped(done)} of ${grouped(total)} blocks out…`),
          );
          if (!result.waveform?.trace)
            throw new Error(`its VCD could not be read: ${result.waveform?.problem ?? 'none was recorded'}`);
          set(v.id, { kind: 'running', step: 'counting' });
          say(stepWords.counting);
          await nextFrame();
          set(v.id, {
            kind: 'done',
            measure: measureToggles(simCore, result, result.waveform.trace, implementationNetsOf(variantConfig.cipher)),
          });
        } catch (error) {
          set(v.id, { kind: 'error', message: (error as Error).message });
        }
      }
    } finally {
      simulator.dispose();
      // No other measurement can have started: the button waits for this one's status to clear.
      const stopped = run.current !== token;
      run.current = null;
      setStatus(null);
      // Stopped: what never started is not measured.
      if (stopped)
        setMeasurements((prev) => new Map([...prev].filter(([, m]) => m.kind === 'done' || m.kind === 'error')));
    }
  }

  const running = status !== null;
  const measuredAll = rows.length > 0 && rows.every((r) => r.toggles?.kind === 'done' || r.toggles?.kind === 'error');

  return (
    <section className="panel sbox-compare" aria-labelledby="sbox-compare-title" data-testid="sbox-compare">
      <h2 id="sbox-compare-title">{title}</h2>
      {variants.length === 0 ? (
        <p className="note" data-testid="sbox-none">
          No prebuilt configuration differs from this one in the {axis} alone, so there is nothing to compare here.
          {words.everyOption.id && (
            <>
              {' '}
              {words.everyOption.text}: <a href={`?config=${words.everyOption.id}`}>{words.everyOption.id}</a>.
            </>
          )}
        </p>
      ) : (
        <>
          <p className="note" data-testid="sbox-intro">
            {words.sboxes && (
              <>
                {words.name}&apos;s {axis} options: {words.sboxes}.{' '}
              </>
            )}
            The prebuilt cores that differ from this one in the {axis} alone (<code>{words.doc}</code>)
            {variants.length === 1 && ': only this one is prebuilt with these settings'}
            {!variants.some((v) => v.current) && '; this configuration itself is not prebuilt'}. Area and Fmax are{' '}
            {labels.length > 0 ? (
              <span data-testid="sbox-flow">{labels.join('; ')}</span>
            ) : (
              <>from the {device}, once measured</>
            )}
            , each core in its board form (ECB). {sentenceCase(axis)} latency: clock edges from {anAxis}&apos;s input to
            its output, from sim-core&apos;s register layout. Key setup: cycles from a key&apos;s handshake until a
            block waiting behind it is accepted, measured on each core&apos;s RTL by <code>npm run timing</code> (
            <code>registry/measured.json</code>), at its first key size.
          </p>
          <FigureExport
            title="S-box implementations compared"
            name="sbox-table"
            table={() => document.querySelector<HTMLTableElement>('[data-testid="sbox-table"]')}
          />
          <div className="table-scroll">
            <table className="outputs sbox-compare-table" data-testid="sbox-table">
              <thead>
                <tr>
                  <th scope="col">{sentenceCase(axis)}</th>
                  <th scope="col" className="num">
                    {blocks.lut}
                  </th>
                  <th scope="col" className="num">
                    FF
                  </th>
                  <th scope="col" className="num">
                    {blocks.bram}
                  </th>
                  {dsp !== null && (
                    <th scope="col" className="num" title="multiplier blocks" data-testid="sbox-dsps-head">
                      {dsp}
                    </th>
                  )}
                  <th scope="col" className="num">
                    Fmax (MHz)
                  </th>
                  <th scope="col" className="num">
                    {axisColumn} latency (cycles)
                  </th>
                  <th
                    scope="col"
                    className="num"
                    title="measured on the RTL by npm run timing (registry/measured.json)"
                    data-testid="sbox-key-setup-head"
                  >
                    Key setup (cycles, measured)
                  </th>
                  <th scope="col" className="num">
                    Cycles per block
                  </th>
                  <th scope="col" className="num">
                    Toggles per cycle
                  </th>
                  <th scope="col" className="num">
                    Toggles per block
                  </th>
                  <th scope="col" className="num">
                    …in {axisHeading} nets
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <Row key={row.variant.id} row={row} dsps={dsp !== null} />
                ))}
              </tbody>
            </table>
          </div>
          <div className="actions">
            <button type="button" disabled={running} onClick={() => void measureAll()} data-testid="sbox-measure">
              {measuredAll ? 'Measure toggle activity again' : 'Measure toggle activity'}
            </button>
            <span className="status" aria-live="polite" data-testid="sbox-status">
              {status ??
                (measuredAll
                  ? `Measured: ${toggleBlockCount} blocks through each core.`
                  : `Runs ${variants.length === 1 ? 'this core' : `these ${variants.length} cores`} one after another on the RTL, each with a VCD of every net (a few seconds each).`)}
            </span>
          </div>
          {bars.length > 0 && (
            <>
              <ul className="legend" aria-label="Legend">
                <li data-testid="sbox-legend-sbox">
                  <SboxSwatch part="sbox" /> {words.sboxLegend}
                </li>
                <li data-testid="sbox-legend-rest">
                  <SboxSwatch part="rest" /> {words.restLegend}
                </li>
              </ul>
              <SboxToggleChart bars={bars} width={chartWidth} part={axis} />
            </>
          )}
          <p className="note" data-testid="sbox-proxy">
            <strong>Toggle activity</strong> is an energy proxy, not a power figure. It counts the bit flips of every
            net the RTL simulation traces (Verilator, every signal but the lint-only unused nets), in the steady state
            sim-core finds in the occupancy (no key load, no filling or draining), for the same {toggleBlockCount}{' '}
            random blocks in ECB under {keyWords}; per block, because the cores need different cycles per block. Dynamic
            power follows switching activity, which is why Swankoski et al. 2005 find the composite-field S-box costly:
            &quot;the energy consumption of this method far exceeds that of a ROM-based approach&quot; (Sec. 4),
            &quot;the additional switching activity as well as the increased latency of the combinatorial substitution
            method leads to an increase in energy consumption&quot; (Sec. 6); their Table 2 gives their inner-round
            pipelined core 19.43 W of dynamic power with five-stage composite-field S-boxes against 4.568 W with ROM
            S-boxes (Virtex-II Pro, online key schedule), a tool&apos;s estimate: Sec. 7 names XPower, which takes
            activity rates from simulation.
            {measuredCipher && measuredCipher.id !== config.cipher && (
              <>
                {' '}
                Swankoski et al.&apos;s figures are for {measuredCipher.name}&apos;s S-boxes, not {words.name}&apos;s:
                the argument carries over, the numbers do not.
              </>
            )}{' '}
            What this count leaves out: a zero-delay simulation settles each net once a cycle, so it counts no glitches,
            where much of a deep combinational {axis}&apos;s power goes; every net weighs the same, whatever its
            capacitance; and it sees only the nets the RTL names. {words.traced}
          </p>
        </>
      )}
    </section>
  );
}

/** `dsps`: the table has the multiplier-block column. */
function Row({ row, dsps }: { row: SboxRow; dsps: boolean }) {
  const { variant, synthesis: s, toggles: t } = row;
  return (
    <tr className={variant.current ? 'current' : undefined} data-testid={`sbox-row-${variant.sbox}`}>
      <th scope="row">
        <a href={`?config=${variant.id}`} title={variant.id} aria-current={variant.current ? 'page' : undefined}>
          {variant.name}
        </a>
        {variant.current && <span className="note this-core">(this core)</span>}
      </th>
      {s.kind === 'figure' ? (
        <>
          <td className="num" data-testid="sbox-luts">
            {grouped(s.luts)}
          </td>
          <td className="num" data-testid="sbox-ffs">
            {grouped(s.ffs)}
          </td>
          <td className="num" data-testid="sbox-brams">
            {grouped(s.brams)}
          </td>
          {dsps && (
            <td className="num" data-testid="sbox-dsps">
              {grouped(s.dsps)}
            </td>
          )}
          <td className="num" data-testid="sbox-fmax">
            {s.fmaxMHz !== null ? (
              s.fmaxMHz
            ) : s.unplaced !== null ? (
              <span title={s.unplaced}>not placed</span>
            ) : (
              <span title={s.refused ?? undefined}>does not fit</span>
            )}
          </td>
        </>
      ) : (
        <td colSpan={dsps ? 5 : 4} className="note no-synthesis" data-testid="sbox-no-synthesis">
          not measured yet — <code>{s.command}</code>
        </td>
      )}
      <td className="num" data-testid="sbox-latency">
        {row.latency}
      </td>
      <td className="num" data-testid="sbox-key-setup">
        {row.keySetup ? (
          <span
            title={`${row.keySetup.keyBits}-bit key, ${row.keySetup.direction === 'encrypt' ? 'encrypting' : 'decrypting'}: measured on the RTL by npm run timing`}
          >
            {grouped(row.keySetup.cycles)}
          </span>
        ) : (
          <span className="note" title="npm run timing measures every prebuilt configuration">
            not measured
          </span>
        )}
      </td>
      <Toggles measurement={t} />
    </tr>
  );
}

function Toggles({ measurement: t }: { measurement: Measurement | null }) {
  if (t?.kind === 'done') {
    const m = t.measure;
    const window = `cycles ${grouped(m.window.from)} to ${grouped(m.window.to)}: ${grouped(m.blocks)} blocks leaving, ${grouped(m.all.toggles)} toggles over ${grouped(m.all.nets)} nets`;
    return (
      <>
        <td className="num" data-testid="sbox-cpb">
          {fmt(m.cyclesPerBlock)}
        </td>
        <td className="num" data-testid="sbox-per-cycle" title={window}>
          {formatToggles(m.togglesPerCycle)}
        </td>
        <td className="num" data-testid="sbox-per-block" title={window}>
          {formatToggles(m.togglesPerBlock)}
        </td>
        <td className="num" data-testid="sbox-sbox-per-block">
          {formatToggles(m.sboxTogglesPerBlock)}
        </td>
      </>
    );
  }
  if (t?.kind === 'error') {
    return (
      <td colSpan={4} className="note error" role="alert" data-testid="sbox-error">
        Could not measure: {t.message}
      </td>
    );
  }
  const text = t === null ? '–' : t.kind === 'waiting' ? 'waiting' : stepWords[t.step];
  return (
    <td colSpan={4} className="note" data-testid="sbox-toggles-pending">
      {text}
    </td>
  );
}
