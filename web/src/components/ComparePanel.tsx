// Side by side: the page's workload (key, blocks, mode, direction, IVs) run on a second
// configuration as well, each core in its own Web Worker, with one button. Both must give
// the same output (two ciphers, AES beside Serpent: each its own cipher's, from sim-core);
// the cycle counts and the two occupancy charts, on one cycle axis, show
// what the architectures do differently. The per-mode throughput of both closes the panel.
import { useEffect, useRef, useState } from 'react';
import type { Registry } from '../registry';
import type { SimCore } from '../sim/sim-core';
import { Simulator } from '../sim/simulator';
import type { RunResult } from '../sim/protocol';
import { firstBlockOutput, outputAt } from '../sim/packing';
import { toHex } from '../inputs';
import { sideWorkload, type SideWorkload } from '../compare/side-workload';
import type { MessageInputs } from '../sim/workload';
import {
  agreesWithGolden,
  compareOutputs,
  cyclesPerBlock,
  type Agreement,
  type GoldenCheck,
} from '../compare/agreement';
import { goldenBlocks, type ModeName } from '../golden-message';
import ciphers from '@registry/ciphers.json';
import { cipherById } from '@registry/ciphers.mjs';
import { sideFigures, type SideRun } from '../compare/side-figures';
import { earlierInputsNote, earlierInputsWhy } from '../throughput/synthesis';
import { formatGbps } from '../throughput/figures';
import { modePairs, type Rate } from '../compare/mode-table';
import { modeNameOf } from '../mode-names';
import { ConfigPicker } from './ConfigPicker';
import { serialRoundsOf } from '../layout/serial-rounds';
import { OccupancyChart } from './OccupancyChart';
import { FigureExport, FigureSubject } from '../export/FigureExport';
import { grouped } from '../numbers';

interface Props {
  simCore: SimCore;
  registry: Registry;
  /** The page's configuration: the left side. */
  configId: string;
  /** The configuration beside it, if any: the right side. */
  compareId: string | undefined;
  onCompareChange: (id: string | undefined) => void;
  /** The page's parsed workload, null while the input has an error. */
  inputs: MessageInputs | null;
  /** Changes whenever the workload does, so an old result is not shown as the new one's. */
  inputsKey: string;
  /** Counts the page's runs (Run or Enter): each runs both sides too, once both are loaded. */
  runs: number;
}

type SideStatus = { kind: 'loading' } | { kind: 'ready'; probes: string[] } | { kind: 'error'; message: string };
interface Side {
  id: string;
  result: RunResult;
  probeNames: string[];
}
interface Outcome {
  sides: [Side, Side];
  agreement: Agreement;
  /** Two ciphers: each side against sim-core's result of its own (null: one cipher, the sides must agree). */
  golden: [GoldenCheck, GoldenCheck] | null;
  /** Each side's cipher, by name. */
  cipherNames: [string, string];
  /** The workload both ran, as each side describes it. */
  run: Omit<SideRun, 'cycles' | 'blocks'>;
}

const fmt = (x: number) => (Number.isInteger(x) ? String(x) : x.toFixed(3).replace(/0+$/, ''));
const sideNames = ['a', 'b'] as const;
const probeNamesOf = (s: SideStatus) => (s.kind === 'ready' ? s.probes : []);

export function ComparePanel({
  simCore,
  registry,
  configId,
  compareId,
  onCompareChange,
  inputs,
  inputsKey,
  runs,
}: Props) {
  const simulators = useRef<[Simulator, Simulator] | null>(null);
  const [status, setStatus] = useState<[SideStatus, SideStatus]>([{ kind: 'loading' }, { kind: 'loading' }]);
  const [running, setRunning] = useState<string | null>(null);
  const [runError, setRunError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const ids = compareId ? ([configId, compareId] as const) : null;

  // Two workers, only while there is something to compare with.
  const comparing = compareId !== undefined;
  useEffect(() => {
    if (!comparing) return;
    simulators.current = [new Simulator(), new Simulator()];
    return () => {
      simulators.current?.forEach((s) => s.dispose());
      simulators.current = null;
    };
  }, [comparing]);

  useEffect(() => {
    if (!compareId || !simulators.current) return;
    let current = true;
    setStatus([{ kind: 'loading' }, { kind: 'loading' }]);
    setOutcome(null);
    setRunError(null);
    [configId, compareId].forEach((id, i) => {
      simulators
        .current![i].load(id)
        .then(
          (loaded) =>
            current &&
            setStatus((s) =>
              i === 0
                ? [{ kind: 'ready', probes: loaded.probes }, s[1]]
                : [s[0], { kind: 'ready', probes: loaded.probes }],
            ),
        )
        .catch(
          (error: Error) =>
            current &&
            setStatus((s) =>
              i === 0
                ? [{ kind: 'error', message: error.message }, s[1]]
                : [s[0], { kind: 'error', message: error.message }],
            ),
        );
    });
    return () => {
      current = false;
    };
  }, [configId, compareId]);

  // New inputs: the last outcome was for the old ones (adjusted during render, as React advises).
  const [outcomeInputs, setOutcomeInputs] = useState(inputsKey);
  if (outcomeInputs !== inputsKey) {
    setOutcomeInputs(inputsKey);
    setOutcome(null);
  }

  const workloads: [SideWorkload, SideWorkload] | null =
    ids && inputs
      ? [
          sideWorkload(simCore, simCore.parseConfiguration(ids[0]), inputs),
          sideWorkload(simCore, simCore.parseConfiguration(ids[1]), inputs),
        ]
      : null;
  const problems = [
    ...status.flatMap((s) => (s.kind === 'error' ? [s.message] : [])),
    ...(workloads ?? []).flatMap((w) => (w.ok ? [] : [w.error])),
  ];
  const ready =
    ids !== null &&
    workloads !== null &&
    running === null &&
    problems.length === 0 &&
    status.every((s) => s.kind === 'ready');

  async function runBoth() {
    if (!ready || !ids || !workloads || !simulators.current) return;
    const total = inputs!.blocks.length;
    const done = [0, 0];
    const progress = () =>
      setRunning(`${ids[0]}: ${grouped(done[0])}, ${ids[1]}: ${grouped(done[1])} of ${grouped(total)} blocks out`);
    progress();
    setRunError(null);
    try {
      const results = await Promise.all(
        workloads.map((w, i) => {
          if (!w.ok) throw new Error(w.error);
          return simulators.current![i].run({ ...w.workload, maxCycles: w.maxCycles, vcd: false }, (n) => {
            done[i] = n;
            progress();
          });
        }),
      );
      const sides = results.map((result, i) => ({ id: ids[i], result, probeNames: probeNamesOf(status[i]) })) as [
        Side,
        Side,
      ];
      const cipherIds = ids.map((id) => simCore.parseConfiguration(id).cipher);
      const golden =
        cipherIds[0] === cipherIds[1]
          ? null
          : (results.map((result, i) => {
              const w = workloads[i];
              const message = inputs!;
              return agreesWithGolden(
                result.outputs,
                goldenBlocks(
                  simCore,
                  message.mode as ModeName,
                  message.key,
                  message.ivs,
                  message.blocks,
                  message.decrypt,
                  w.ok ? w.workload.streams : undefined,
                  cipherIds[i],
                ),
              );
            }) as [GoldenCheck, GoldenCheck]);
      setOutcome({
        sides,
        agreement: compareOutputs(results[0].outputs, results[1].outputs),
        golden,
        cipherNames: cipherIds.map((c) => cipherById(ciphers, c)?.name ?? c) as [string, string],
        run: { mode: inputs!.mode, decrypt: inputs!.decrypt, chains: Math.max(1, inputs!.ivs.length) },
      });
    } catch (error) {
      setRunError((error as Error).message);
    } finally {
      setRunning(null);
    }
  }

  // The page's Run runs what the buttons would: this core and the one beside it as well. A
  // request made while the two simulators load waits for them; another core or other inputs
  // drop it (they clear the outcome it was for).
  const answered = useRef(runs);
  useEffect(() => {
    if (runs === answered.current || !ready) return;
    answered.current = runs;
    void runBoth();
  });
  useEffect(() => {
    answered.current = runs;
    // Only a change of core or inputs drops a waiting request, not a new one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [configId, compareId, inputsKey]);

  const pairs = ids ? modePairs(ids[0], simCore.predictTiming(ids[0]), ids[1], simCore.predictTiming(ids[1])) : [];
  /** The mode as both cores name it: one name, or each side's where their blocks differ ("CFB-128 / CFB-64"). */
  const pairName = (mode: string) => (ids ? [...new Set(ids.map((id) => modeNameOf(mode, id)))].join(' / ') : mode);
  const rate = (r: Rate | null) =>
    r === null ? 'not in this core' : `${fmt(r.cyclesPerBlock)}${r.measured ? '' : ' (predicted)'}`;
  // One cycle axis for both charts: from the earlier of their first kept cycles to the longer run's end.
  const axis: [number, number] = outcome
    ? [
        Math.min(...outcome.sides.map((s) => s.result.probeFrom)),
        Math.max(...outcome.sides.map((s) => s.result.cycles)),
      ]
    : [0, 1];

  return (
    <section className="panel" aria-labelledby="compare-title" data-testid="compare">
      <h2 id="compare-title">Side by side</h2>
      <p className="note">
        Run the workload above on a second configuration too: the same key, blocks, mode and IVs, each core in its own
        worker.
      </p>
      <ConfigPicker
        entries={registry.entries}
        id="compare-config"
        label="Compare with"
        none="— no second configuration —"
        value={compareId ?? ''}
        onChange={(id) => onCompareChange(id === '' ? undefined : id)}
      />
      {ids && (
        <div className="actions">
          <button type="button" disabled={!ready} onClick={() => void runBoth()} data-testid="compare-run">
            Run both
          </button>
          <span className="status" aria-live="polite" data-testid="compare-status">
            {running
              ? `Running: ${running}`
              : status.some((s) => s.kind === 'loading')
                ? 'Loading both simulators…'
                : !inputs
                  ? 'Fix the input above to run.'
                  : problems.length === 0 && 'Ready: both cores get the same workload.'}
          </span>
        </div>
      )}
      {[...problems, ...(runError ? [runError] : [])].map((p) => (
        <p key={p} className="note error" role="alert" data-testid="compare-error">
          {p}
        </p>
      ))}

      {outcome && (
        <div data-testid="compare-result">
          {outcome.golden ? (
            outcome.golden.every((g) => g.ok) ? (
              <p className="match" data-testid="compare-agreement">
                Two ciphers, so two different results: each core gives sim-core&apos;s {outcome.cipherNames[0]} and{' '}
                {outcome.cipherNames[1]} result for all {grouped(outcome.golden[0].blocks)} block
                {outcome.golden[0].blocks === 1 ? '' : 's'} ✓
              </p>
            ) : (
              <p className="mismatch" role="alert" data-testid="compare-agreement">
                Mismatch — a bug in a core:{' '}
                {outcome.golden.map((g, i) =>
                  g.ok ? null : (
                    <span key={i}>
                      block {g.tag + 1} is {g.got ?? 'missing'} on {outcome.sides[i].id}, sim-core&apos;s{' '}
                      {outcome.cipherNames[i]} gives {g.expected} ({g.differing} block{g.differing === 1 ? '' : 's'}{' '}
                      differ).{' '}
                    </span>
                  ),
                )}
              </p>
            )
          ) : outcome.agreement.agree ? (
            <p className="match" data-testid="compare-agreement">
              Both cores give the same {grouped(outcome.agreement.blocks)} output block
              {outcome.agreement.blocks === 1 ? '' : 's'} ✓
            </p>
          ) : (
            <p className="mismatch" role="alert" data-testid="compare-agreement">
              Mismatch — a bug in one of the cores: block {outcome.agreement.tag + 1} is{' '}
              {outcome.agreement.a ?? 'missing'} on {outcome.sides[0].id} but {outcome.agreement.b ?? 'missing'} on{' '}
              {outcome.sides[1].id} ({outcome.agreement.differing} block{outcome.agreement.differing === 1 ? '' : 's'}{' '}
              differ).
            </p>
          )}
          <div className="compare-columns">
            {outcome.sides.map((side, i) => {
              const { outputs } = side.result;
              const blocks = outputs.tags.length;
              const first = firstBlockOutput(outputs);
              const figures = sideFigures(
                side.id,
                { ...outcome.run, blocks, cycles: side.result.cycles },
                simCore.throughputMbps,
              );
              const { synthesis } = figures;
              const tid = `compare-${sideNames[i]}`;
              return (
                <div key={side.id + i} className="compare-side" data-testid={tid}>
                  <h3>{registry.entries.find((e) => e.id === side.id)?.title ?? side.id}</h3>
                  <p className="note">
                    <code>{side.id}</code>
                  </p>
                  <p data-testid={`${tid}-workload`}>{figures.workload}</p>
                  <p>
                    First block out:{' '}
                    <span className="hex" data-testid={`${tid}-output`}>
                      {first < 0 ? '—' : toHex(outputAt(outputs, first).data)}
                    </span>
                  </p>
                  <p>
                    <strong data-testid={`${tid}-cycles`} data-cycles={side.result.cycles}>
                      {grouped(side.result.cycles)}
                    </strong>{' '}
                    cycles for {grouped(blocks)} blocks:{' '}
                    <strong data-testid={`${tid}-cpb`}>{cyclesPerBlock(side.result.cycles, blocks)}</strong> cycles per
                    block, filling included
                  </p>
                  <p data-testid={`${tid}-synthesis`}>
                    {synthesis.area ? (
                      <>
                        {synthesis.device}: {grouped(synthesis.area.luts)} {synthesis.blocks.lut},{' '}
                        {grouped(synthesis.area.ffs)} flip-flops, {synthesis.area.brams} block RAM
                        {synthesis.area.brams === 1 ? '' : 's'}
                        {synthesis.area.dsps > 0 && (
                          <span data-testid={`${tid}-dsps`}>
                            , {synthesis.area.dsps} multiplier block{synthesis.area.dsps === 1 ? '' : 's'} (
                            {synthesis.blocks.dsp})
                          </span>
                        )}
                        {synthesis.fmaxMHz !== null && (
                          <>
                            ; Fmax <strong data-testid={`${tid}-fmax`}>{synthesis.fmaxMHz}</strong> MHz →{' '}
                            <strong data-testid={`${tid}-gbps`}>{formatGbps(synthesis.gbps ?? 0)}</strong> Gbit/s at
                            this run&apos;s cycles per block
                          </>
                        )}
                        {synthesis.missing && <>; no Fmax, so no Gbit/s: {synthesis.missing}</>}
                        {synthesis.earlierInputs && (
                          <span data-testid={`${tid}-earlier`} title={earlierInputsWhy}>
                            {' '}
                            ({earlierInputsNote})
                          </span>
                        )}
                      </>
                    ) : (
                      <>
                        {synthesis.device}: {synthesis.missing}
                      </>
                    )}
                  </p>
                  <FigureSubject.Provider value={side.id}>
                    <OccupancyChart
                      probes={side.result.probes}
                      stages={side.result.stages}
                      stageNames={side.probeNames}
                      cycles={side.result.cycles}
                      probeFrom={side.result.probeFrom}
                      axis={axis}
                      serial={serialRoundsOf(simCore.parseConfiguration(side.id))}
                    />
                  </FigureSubject.Provider>
                </div>
              );
            })}
          </div>
        </div>
      )}

      {ids && (
        <>
          <h3>Cycles per block in each mode</h3>
          <FigureExport
            title={`Cycles per block in each mode, side by side with ${ids[1]}`}
            name="compare-modes"
            table={() => document.querySelector<HTMLTableElement>('[data-testid="compare-modes"]')}
          />
          <table className="outputs" data-testid="compare-modes">
            <thead>
              <tr>
                <th scope="col">Mode</th>
                <th scope="col">Direction</th>
                <th scope="col">{ids[0]}</th>
                <th scope="col">{ids[1]}</th>
              </tr>
            </thead>
            <tbody>
              {pairs.map((p) => (
                <tr key={`${p.mode}-${p.direction}`} data-testid={`compare-mode-${p.mode}-${p.direction}`}>
                  <td>{pairName(p.mode)}</td>
                  <td>{p.direction}</td>
                  <td>{rate(p.a)}</td>
                  <td>{rate(p.b)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="note">
            Measured on the RTL with a saturated input where the configuration is prebuilt; sim-core&apos;s prediction
            otherwise.
          </p>
        </>
      )}
    </section>
  );
}
