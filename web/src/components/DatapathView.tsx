// The datapath of the current configuration, generated from its description (structure.ts,
// laid out by layout.ts): round operations as boxes, registers as bars that light up in the
// colour of the block they hold at the stepping session's cycle. Select a block (click or
// Enter on a register, or pick it from the list) to see its state where it is, from
// sim-core's trace of the block the core took: AES's 4×4 bytes, Serpent's four words and the
// steps of its round, Twofish's and RC6's four words, Triple DES's halves L, R and the steps of
// its Feistel round, MARS's words D0..D3 and the round in progress (cipher-state.ts);
// composite-field cores also show their S-box inside out.
import { useMemo, useState } from 'react';
import type { Configuration } from '@sim-core';
import type { SimCore } from '../sim/sim-core';
import type { StepState, Workload } from '../sim/protocol';
import ciphers from '@registry/ciphers.json';
import { cipherById } from '@registry/ciphers.mjs';
import { cipherStructures, deriveDatapath } from '../datapath/structure';
import { layoutDatapath } from '../datapath/layout';
import { locate, occupantsOf } from '../datapath/occupants';
import { fipsLabel, type RegisterState } from '../datapath/state';
import { cipherState, stateWords } from '../datapath/cipher-state';
import { keyName, sboxName, type SerpentRound } from '../datapath/serpent-round';
import { labBlockBank, type DesRound } from '../datapath/des-state';
import type { MarsRound } from '../datapath/mars-state';
import { layerName, marsStageRounds } from '../datapath/mars-layers';
import { marsStagePositions } from '../datapath/mars-structure';
import { cipherCall, type MessageRun } from '../datapath/cipher-inputs';
import { goldenBlocks, type ModeName } from '../golden-message';
import { compositeSbox, stageValue } from '../datapath/composite-sbox';
import { CompositeSboxPanel } from './CompositeSboxPanel';
import { tagBlock } from '../tag';
import { toHex } from '../inputs';
import { paletteIndex } from '../theme/palette';

interface Props {
  simCore: SimCore;
  config: Configuration;
  /** The model's probe names (from the RTL), empty while it loads. */
  stageNames: string[];
  /** The stepping session's current cycle, or null when none is running. */
  step: StepState | null;
  /** What the session feeds the core; null while the input is invalid. */
  workload: Workload | null;
  /** The mode the page runs (a run-time-mode core's choice, or the core's fixed mode). */
  mode: string;
  /** The cipher key as typed, hex; null while invalid. */
  keyHex: string | null;
}

const blockNumber = (tag: number) => tagBlock(tag) + 1;
/** The lab's palette colour of a block (theme/palette.ts). */
const colourIndex = (tag: number) => paletteIndex(tagBlock(tag));
const cellSize = 34;
/** What a pipelined composite S-box's register holds after each stage (aes_sbox_composite.sv). */
const compositeStageFields: Record<number, string> = {
  1: '{h, l} in GF((2⁴)²)',
  2: '{h, h + l, d}, one hex digit each',
  3: '{h, h + l, d⁻¹}, one hex digit each',
  4: 'the inverse in GF((2⁴)²)',
};

/** What the view says about the selected block at this cycle. */
interface Selection {
  tag: number;
  /** Where the block is: a register, waiting to enter, or gone. */
  where:
    | {
        kind: 'register';
        stage: number;
        round: number;
        state: RegisterState & { round?: SerpentRound; des?: DesRound; mars?: MarsRound };
      }
    | { kind: 'waiting' }
    | { kind: 'left'; cycle: number };
  /** The block's bytes to show (16, or 8 for Triple DES), in the cipher's byte order. */
  values: string[];
  heading: string;
  label: string;
  /** The state entering the S-boxes next, and the round. */
  sbox: { round: number; input: string } | null;
  decrypt: boolean;
}

/** The core's call for block `index` of the message, sim-core's trace of it, and the round keys if asked. */
function traceOf(
  simCore: SimCore,
  cipher: string,
  keyBits: readonly number[],
  usesRoundKeys: boolean,
  workload: Workload,
  modeName: ModeName,
  keyHex: string,
  index: number,
) {
  const key = simCore.parseHex(
    'key',
    keyHex,
    keyBits.map((bits) => bits / 8),
  );
  const texts = workload.blocks.slice(0, index + 1);
  const ivs = workload.ivs ?? [];
  const streams = workload.streams?.slice(0, index + 1);
  // ECB's core input is the block itself: no golden results needed.
  const results =
    modeName === 'ecb' ? texts : goldenBlocks(simCore, modeName, key, ivs, texts, workload.decrypt, streams, cipher);
  const run: MessageRun = { mode: modeName, decrypt: workload.decrypt, texts, results, ivs, streams };
  const call = cipherCall(run, index, (block) => simCore.cipherBlocks(cipher, key, block, true));
  const roundKeys = usesRoundKeys ? (toHex(simCore.cipherRoundKeys(cipher, key)).match(/.{32}/g) ?? []) : [];
  return { call, steps: simCore.cipherTrace(cipher, keyHex, call.input, call.decrypt), roundKeys };
}

/** 32 hex digits on one line of a phone (390 px). */
const hexStyle = { fontSize: '0.85em' };

/**
 * One step of a round and the state after it, in one column (the value under its name: 32 hex
 * digits fit a phone's width), marked when the register `heldBy` holds that state.
 */
function StepRow({
  name,
  hex,
  held,
  heldBy,
  testId,
}: {
  name: string;
  hex: string;
  held: boolean;
  heldBy: string;
  testId: string;
}) {
  return (
    <tr className={held ? 'held' : undefined} data-testid={testId}>
      <td style={{ whiteSpace: 'normal' }}>
        {name}
        {held ? ` — in ${heldBy} now` : ''}
        <br />
        <span className="hex" style={hexStyle}>
          {hex}
        </span>
      </td>
    </tr>
  );
}

/** The steps of the round a Serpent block is in, the one its register holds marked. */
function RoundSteps({
  round,
  block,
  heldBy,
}: {
  round: SerpentRound;
  block: number;
  heldBy: { name: string; position: string };
}) {
  const i = round.submissionRound;
  // One column, the value under its step: 32 hex digits fit a phone's width this way.
  return (
    <div data-testid="round-steps">
      <p className="note" data-testid="round-steps-caption">
        Block {block}, round {round.round} of 32 ({round.decrypt ? `undoing the submission's R${i}` : `R${i}`}):{' '}
        {round.decrypt ? 'LT⁻¹' : `⊕ ${keyName(i)}`}, {sboxName(round.sbox, round.decrypt)} on each of the 32 bit
        columns, then {round.decrypt ? `⊕ ${keyName(i)}` : i === 31 ? `⊕ ${keyName(32)}` : 'LT'}. Each step and the
        state after it (the lab&apos;s byte order):
      </p>
      <table className="outputs sbox-steps">
        <tbody>
          <tr data-testid="round-step-in">
            <td style={{ whiteSpace: 'normal' }}>
              round {round.round} starts with
              <br />
              <span className="hex" style={hexStyle}>
                {round.input}
              </span>
            </td>
          </tr>
          {round.steps.map((step, n) => (
            <StepRow
              key={n}
              name={step.name}
              hex={step.hex}
              held={step.heldBy === heldBy.position}
              heldBy={heldBy.name}
              testId={`round-step-${n + 1}`}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The steps of the Feistel round a Triple DES block has just finished (FIPS 46-3: f(R, Kₙ) =
 * P(S(E(R) ⊕ Kₙ)), then L ⊕ f and the swap), each value from sim-core's trace, the one its
 * register holds marked.
 */
function DesRoundSteps({ round, block, heldBy }: { round: DesRound; block: number; heldBy: string }) {
  const { operation } = round;
  return (
    <div data-testid="des-round-steps">
      <p className="note" data-testid="des-round-steps-caption">
        Block {block}, round {round.round} of 48: round {operation.round} of {operation.name} (DES{' '}
        {operation.decrypts ? 'decryption' : 'encryption'} under key K{operation.key} of key bank {labBlockBank}, subkey{' '}
        {round.subkeyName} = <span className="hex">{round.subkeyHex}</span> from C‖D). FIPS 46-3&apos;s round, L′ = R,
        R′ = L ⊕ f(R, K<sub>n</sub>)
        {round.swaps ? '' : `, without the swap: the 16th round of ${operation.name} (Chodowiec et al., Sec. 4.1)`}.
        Each step and its value (bit 1 first):
      </p>
      <table className="outputs sbox-steps">
        <tbody>
          <tr data-testid="des-round-step-in">
            <td style={{ whiteSpace: 'normal' }}>
              round {round.round} takes L‖R {round.round === 1 ? '(IP of the block)' : ''}
              <br />
              <span className="hex" style={hexStyle}>
                {round.input}
              </span>
            </td>
          </tr>
          {round.steps.map((step, n) => (
            <StepRow key={n} {...step} heldBy={heldBy} testId={`des-round-step-${n + 1}`} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The round a MARS block is about to run (the register sits in front of the round logic,
 * mars_stage_reg.sv): its layer and the submission's i, a core round's key words, the state
 * the register holds and the state the round leaves, each from sim-core's trace.
 */
function MarsRoundSteps({ round, block, heldBy }: { round: MarsRound; block: number; heldBy: string }) {
  const { place } = round;
  // PP-3: a stage's last round goes into the next stage's register once that stage is free;
  // until then the block stays and its round is computed again (mars_core.sv).
  const next = marsStagePositions[place.stage + 1];
  const handsOn =
    heldBy === marsStagePositions[place.stage] &&
    next !== undefined &&
    round.round === marsStageRounds(place.stage).last;
  return (
    <div data-testid="mars-round-steps">
      <p className="note" data-testid="mars-round-steps-caption">
        Block {block}, round {round.round} of 32 in progress: {layerName(place.layer)}
        {place.inverse ? ' undone' : ''}, the submission&apos;s round i = {place.index}
        {round.keyWords.length > 0 && (
          <>
            {' '}
            under{' '}
            {round.keyWords.map((k, n) => (
              <span key={k.name}>
                {n > 0 ? ' and ' : ''}
                {k.name} = <span className="hex">{k.hex}</span>
              </span>
            ))}{' '}
            (E(D0) = L, M, R: M = D0 + {round.keyWords[0].name}, R = (D0 ⋘ 13) × {round.keyWords[1].name}, L =
            S[M&apos;s low 9 bits], rotations by 5, 13 and by R and M&apos;s low bits; sim-core&apos;s trace gives the
            round&apos;s result, not L, M, R)
          </>
        )}
        . The register {heldBy} holds the block before the round; the round unit computes the next state this cycle
        {handsOn
          ? `, the last of its layer: it goes into ${next} in the first cycle ${next} is free, and until then ${heldBy} keeps the block and computes the round again (Dandalis et al. 4.1: the 16-round core stage sets the pace)`
          : ''}
        . Each value (MARS&apos;s byte order):
      </p>
      <table className="outputs sbox-steps">
        <tbody>
          {round.steps.map((step, n) => (
            <StepRow key={n} {...step} heldBy={heldBy} testId={`mars-round-step-${n + 1}`} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The ciphers the view draws, by name, in registry/ciphers.json's order: "AES, Serpent, Twofish, RC6, MARS and Triple DES". */
export function drawnCipherNames(): string {
  const names = ciphers.ciphers.filter((c) => cipherStructures[c.id]).map((c) => c.name);
  return names.length > 1
    ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
    : (names[0] ?? 'no cipher');
}

/**
 * The datapath of `config`, or the lab's note that its cipher's is not drawn yet (a cipher
 * without an entry in structure.ts's cipherStructures).
 */
export function DatapathView(props: Props) {
  const { config } = props;
  if (cipherStructures[config.cipher]) return <DrawnDatapathView {...props} />;
  return (
    <section className="panel datapath" aria-labelledby="datapath-title" data-testid="datapath">
      <h2 id="datapath-title">The datapath</h2>
      <p className="note" data-testid="datapath-not-drawn">
        The datapath view draws the state register by register for {drawnCipherNames()}; it does not draw{' '}
        {cipherById(ciphers, config.cipher)?.name ?? config.cipher}&apos;s yet. The occupancy chart and the waveform
        show every register stage of this core, cycle by cycle.
      </p>
    </section>
  );
}

function DrawnDatapathView({ simCore, config, stageNames, step, workload, mode, keyHex }: Props) {
  const datapath = useMemo(
    () => deriveDatapath(config, stageNames.length === config.registerStages ? stageNames : []),
    [config, stageNames],
  );
  const layout = useMemo(() => layoutDatapath(datapath), [datapath]);
  const [selectedTag, setSelectedTag] = useState<number | null>(null);
  const [byteIndex, setByteIndex] = useState(0);
  // Another core: the selection was of the old one's blocks (adjusted during render).
  const [selectionCore, setSelectionCore] = useState(config.id);
  if (selectionCore !== config.id) {
    setSelectionCore(config.id);
    setSelectedTag(null);
    setByteIndex(0);
  }

  const live = step !== null && step.stages.length === datapath.registers.length;
  const occupants = live ? occupantsOf(step.stages) : [];
  const composite = config.sbox === 'composite' || config.sbox === 'compositePipelined';
  const view = cipherState(config.cipher);

  // The selected block as the core takes it, from sim-core's golden run of the message up to
  // that block (a block's result depends only on the blocks before it, in every mode).
  const trace = useMemo(() => {
    if (selectedTag === null || !workload || !keyHex) return null;
    const index = tagBlock(selectedTag);
    if (index >= workload.blocks.length) return null;
    try {
      return traceOf(
        simCore,
        config.cipher,
        config.keyBits,
        view.usesRoundKeys,
        workload,
        mode as ModeName,
        keyHex,
        index,
      );
    } catch (error) {
      return { error: (error as Error).message };
    }
  }, [simCore, config.cipher, config.keyBits, view.usesRoundKeys, workload, mode, keyHex, selectedTag]);

  let selection: Selection | null = null;
  let problem: string | null = null;
  if (trace && 'error' in trace) problem = trace.error;
  else if (selectedTag !== null && trace) {
    const { steps, call, roundKeys } = trace;
    const decrypt = call.decrypt;
    // AES's state entering round 1's S-boxes (the composite S-box panel follows it).
    const first = steps.find((t) => t.round === 1 && t.step === (decrypt ? 'istart' : 'start'));
    const at = live ? locate(step.stages, selectedTag) : null;
    const out = step?.outputs.find((o) => o.tag === selectedTag);
    const bytesOf = (hex: string) => hex.match(/../g)!;
    try {
      if (at) {
        const register = datapath.registers[at.stage];
        const state = view.registerState(steps, roundKeys, call.input, register, at.round);
        const values =
          state.compositeStage !== null && state.sbox
            ? bytesOf(state.sbox.input).map((b) =>
                stageValue(compositeSbox(parseInt(b, 16), decrypt), state.compositeStage!),
              )
            : bytesOf(state.hex);
        selection = {
          tag: selectedTag,
          where: { kind: 'register', stage: at.stage, round: at.round, state },
          values,
          heading: `${register.name}, round ${at.round}`,
          label: state.label,
          sbox: state.sbox,
          decrypt,
        };
      } else if (out) {
        const last = steps[steps.length - 1];
        selection = {
          tag: selectedTag,
          where: { kind: 'left', cycle: out.cycle },
          values: bytesOf(last.state),
          heading: `left by cycle ${out.cycle}`,
          label: `round[${String(last.round).padStart(2, ' ')}].${last.step}`,
          sbox: null,
          decrypt,
        };
      } else {
        selection = {
          tag: selectedTag,
          where: { kind: 'waiting' },
          values: bytesOf(call.input),
          heading: 'waiting to enter',
          label: 'the block the core takes',
          sbox: first ? { round: 1, input: first.state } : null,
          decrypt,
        };
      }
    } catch (error) {
      problem = (error as Error).message;
    }
  }

  const held = selection?.where.kind === 'register' ? layout.registers[selection.where.stage] : null;
  const calloutTop = held
    ? Math.max(layout.callout.y, Math.min(held.y - 28, layout.height - 4 * cellSize - 44))
    : layout.callout.y;
  const cell = (i: number) => ({ row: i % 4, column: Math.floor(i / 4) });
  const chosenByte = selection?.sbox
    ? parseInt(selection.sbox.input.slice(2 * byteIndex, 2 * byteIndex + 2), 16)
    : null;
  const { row: chosenRow, column: chosenColumn } = cell(byteIndex);

  const inFlight = occupants.filter((o) => o !== null).sort((a, b) => a!.tag - b!.tag);
  const choices = [...new Set([...inFlight.map((o) => o!.tag), ...(selectedTag !== null ? [selectedTag] : [])])].sort(
    (a, b) => a - b,
  );

  function choose(stage: number) {
    const occupant = occupants[stage];
    if (occupant) setSelectedTag(occupant.tag);
  }

  const describeSelection = () => {
    if (!selection)
      return (
        problem ??
        (step
          ? 'Select a block: click a lit register, or Tab to it and press Enter.'
          : 'Step the core (above) to see blocks move through its registers.')
      );
    const n = blockNumber(selection.tag);
    if (selection.where.kind === 'register') return `Block ${n} is in ${selection.heading}: ${selection.label}.`;
    if (selection.where.kind === 'left')
      return `Block ${n} has left the core (cycle ${selection.where.cycle}): ${selection.label}.`;
    return `Block ${n} is waiting to enter the core.`;
  };

  return (
    <section className="panel datapath" aria-labelledby="datapath-title" data-testid="datapath">
      <h2 id="datapath-title">The datapath</h2>
      <p className="note">
        Generated from <span className="hex">{config.id}</span>: {datapath.registers.length} register stage
        {datapath.registers.length === 1 ? '' : 's'}
        {datapath.loop
          ? `, data looping through ${datapath.loop.roundsPerPass} round slice${datapath.loop.roundsPerPass === 1 ? '' : 's'}`
          : layout.stageLoops.length > 0
            ? ', each stage looping on its own rounds'
            : ', a full pipeline'}
        . Registers light up in the colour of the block they hold{step ? ` at cycle ${step.cycle}` : ''}; the number on
        a register is the block, the one beneath it the round.
      </p>
      {step && datapath.problems.length > 0 && (
        <p className="note error" role="alert" data-testid="datapath-problems">
          The description and the model disagree: {datapath.problems.join('; ')}
        </p>
      )}
      <div className="actions">
        <label>
          Block{' '}
          <select
            value={selectedTag ?? ''}
            onChange={(e) => setSelectedTag(e.target.value === '' ? null : Number(e.target.value))}
            data-testid="datapath-block"
            style={{ width: 'auto' }}
          >
            <option value="">none</option>
            {choices.map((tag) => (
              <option key={tag} value={tag}>
                block {blockNumber(tag)}
              </option>
            ))}
          </select>
        </label>
        <span className="status" aria-live="polite" data-testid="datapath-selection">
          {describeSelection()}
        </span>
      </div>
      <svg
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        width={layout.width}
        height={layout.height}
        role="group"
        aria-label={`Datapath of ${config.id}`}
        data-testid="datapath-svg"
        data-cycle={live ? step.cycle : undefined}
      >
        <defs>
          <marker
            id="datapath-arrow"
            viewBox="0 0 8 8"
            refX="7"
            refY="4"
            markerWidth="7"
            markerHeight="7"
            orient="auto"
          >
            <path d="M0,0L8,4L0,8z" className="pipeline" />
          </marker>
        </defs>
        <g className="key-schedule" data-testid="key-schedule">
          <title>{datapath.keySchedule.summary}</title>
          <rect
            x={layout.keySchedule.x}
            y={layout.keySchedule.y}
            width={layout.keySchedule.width}
            height={layout.keySchedule.height}
            rx={4}
          />
          <text
            x={layout.keySchedule.x + layout.keySchedule.width / 2}
            y={layout.keySchedule.y + layout.keySchedule.height / 2}
            dy="0.35em"
            textAnchor="middle"
          >
            key schedule: {datapath.keySchedule.kind}
          </text>
          {layout.keyWires.map((w) => (
            <line key={`${w.x},${w.y1}`} className="key-wire" x1={w.x} x2={w.x} y1={w.y1} y2={w.y2} />
          ))}
        </g>
        {layout.rows.map((row) => (
          <text
            key={row.slice}
            className="row-label"
            x={row.labelX}
            y={row.y + 12}
            // A key wire passes behind: a halo in the panel's colour keeps the label readable.
            {...(row.overKeyWire
              ? { paintOrder: 'stroke', stroke: 'var(--panel)', strokeWidth: 4, strokeLinejoin: 'round' as const }
              : {})}
          >
            {row.label}
          </text>
        ))}
        {layout.wires.map((d, i) => (
          <path key={i} className="wire" d={d} />
        ))}
        {layout.loop && (
          <g>
            <path className="loop" d={layout.loop.path} markerEnd="url(#datapath-arrow)" />
            <text className="row-label" x={layout.loop.labelX} y={layout.loop.labelY}>
              {layout.loop.label}
            </text>
          </g>
        )}
        {layout.stageLoops.map((l) => (
          <g key={l.slice} data-testid={`stage-loop-${l.slice}`}>
            <path className="loop" d={l.path} markerEnd="url(#datapath-arrow)" />
            <text className="row-label" x={l.labelX} y={l.labelY}>
              {l.label}
            </text>
          </g>
        ))}
        <g className="entry">
          <rect x={layout.entry.x} y={layout.entry.y} width={layout.entry.width} height={layout.entry.height} rx={4} />
          <text x={layout.entry.x + 6} y={layout.entry.y + 15}>
            {layout.entry.title}
          </text>
          <text className="detail" x={layout.entry.x + 6} y={layout.entry.y + 30}>
            {layout.entry.label}
          </text>
          {layout.entry.path && <path className="wire" d={layout.entry.path} markerEnd="url(#datapath-arrow)" />}
        </g>
        {layout.exits.map((exit, i) => (
          <g key={i}>
            <path className="wire" d={`M${exit.x},${exit.y}v-14h14`} markerEnd="url(#datapath-arrow)" />
            <text className="row-label" x={exit.x + 16} y={exit.y - 10}>
              out
            </text>
          </g>
        ))}
        {layout.exitDetail && (
          <text
            className="row-label"
            x={layout.exitDetail.x}
            y={layout.exitDetail.y}
            textAnchor="end"
            data-testid="datapath-exit-detail"
            paintOrder="stroke"
            stroke="var(--panel)"
            strokeWidth={4}
            strokeLinejoin="round"
          >
            {layout.exitDetail.text}
          </text>
        )}
        {layout.sboxPipelines.map((p, i) => (
          <rect key={i} className="pipeline" x={p.x} y={p.y} width={p.width} height={p.height} />
        ))}
        {layout.operations.map((o, i) => (
          <g key={i} className="operation">
            <rect x={o.x} y={o.y} width={o.width} height={o.height} rx={4} />
            <text x={o.x + o.width / 2} y={o.y + 16} textAnchor="middle">
              {o.label}
            </text>
            <text className="detail" x={o.x + o.width / 2} y={o.y + 31} textAnchor="middle">
              {o.detail}
            </text>
          </g>
        ))}
        {layout.registers.map((bar) => {
          const occupant = occupants[bar.register.index] ?? null;
          const selected = occupant !== null && occupant.tag === selectedTag;
          const description = occupant ? `block ${blockNumber(occupant.tag)}, round ${occupant.round}` : 'empty';
          return (
            <g
              key={bar.register.index}
              className={`register${occupant ? ' busy' : ''}${selected ? ' selected' : ''}`}
              tabIndex={0}
              role="button"
              aria-pressed={selected}
              aria-label={`Register ${bar.register.name}: ${description}`}
              data-testid={`register-${bar.register.name}`}
              data-block={occupant ? blockNumber(occupant.tag) : undefined}
              data-round={occupant ? occupant.round : undefined}
              onClick={() => choose(bar.register.index)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  choose(bar.register.index);
                }
              }}
            >
              <title>{`${bar.register.name}${bar.entersAndLeaves ? ' (blocks enter and leave here)' : ''}: ${description}`}</title>
              <rect
                x={bar.x}
                y={bar.y}
                width={bar.width}
                height={bar.height}
                className={occupant ? `block-${colourIndex(occupant.tag)}` : undefined}
              />
              {occupant && (
                <text
                  className={`on-bar ink-${colourIndex(occupant.tag)}`}
                  x={bar.x + bar.width / 2}
                  y={bar.y + bar.height / 2}
                  dy="0.35em"
                  textAnchor="middle"
                >
                  {blockNumber(occupant.tag)}
                </text>
              )}
              <text x={bar.x + bar.width / 2} y={bar.y + bar.height + 11} textAnchor="middle">
                {occupant ? occupant.round : ''}
              </text>
              {bar.entersAndLeaves && (
                <text x={bar.x + bar.width / 2} y={bar.y - 6} textAnchor="middle">
                  ⇄
                </text>
              )}
            </g>
          );
        })}
        {selection && (
          <g className="callout" data-testid="state-matrix">
            {held && (
              // Above the row's boxes, so it crosses none of them.
              <path
                className="leader"
                d={`M${held.x + held.width / 2},${held.y}V${held.y - 8}H${layout.callout.x - 12}L${layout.callout.x - 4},${calloutTop + 26}`}
              />
            )}
            <text x={layout.callout.x} y={calloutTop + 10} data-testid="state-heading">
              block {blockNumber(selection.tag)}: {selection.heading}
            </text>
            <text x={layout.callout.x} y={calloutTop + 24} className="detail" data-testid="state-label">
              {selection.label}
            </text>
            {view.grid !== 'bytes' &&
              stateWords(view, selection.values.join('')).map((word, p) => (
                <g key={p} className="cell" data-testid={`state-word-${p}`}>
                  <text x={layout.callout.x} y={calloutTop + 32 + p * cellSize + (cellSize - 2) / 2} dy="0.35em">
                    {word.name}
                  </text>
                  <rect
                    x={layout.callout.x + 24}
                    y={calloutTop + 32 + p * cellSize}
                    width={4 * cellSize - 26}
                    height={cellSize - 2}
                    rx={3}
                  />
                  <text
                    x={layout.callout.x + 24 + (4 * cellSize - 26) / 2}
                    y={calloutTop + 32 + p * cellSize + (cellSize - 2) / 2}
                    dy="0.35em"
                    textAnchor="middle"
                  >
                    {word.hex}
                  </text>
                </g>
              ))}
            {view.grid === 'bytes' &&
              selection.values.map((value, i) => {
                const { row, column } = cell(i);
                const pickable = composite && selection!.sbox !== null;
                return (
                  <g
                    key={i}
                    className={`cell${pickable && i === byteIndex ? ' chosen' : ''}`}
                    data-testid={`state-cell-${row}-${column}`}
                    {...(pickable
                      ? {
                          tabIndex: 0,
                          role: 'button',
                          'aria-label': `byte s[${row},${column}] = ${value}: show it inside the S-box`,
                          onClick: () => setByteIndex(i),
                          onKeyDown: (e: React.KeyboardEvent) => {
                            if (e.key === 'Enter' || e.key === ' ') {
                              e.preventDefault();
                              setByteIndex(i);
                            }
                          },
                        }
                      : {})}
                  >
                    <rect
                      x={layout.callout.x + column * cellSize}
                      y={calloutTop + 32 + row * cellSize}
                      width={cellSize - 2}
                      height={cellSize - 2}
                      rx={3}
                    />
                    <text
                      x={layout.callout.x + column * cellSize + (cellSize - 2) / 2}
                      y={calloutTop + 32 + row * cellSize + (cellSize - 2) / 2}
                      dy="0.35em"
                      textAnchor="middle"
                    >
                      {value}
                    </text>
                  </g>
                );
              })}
          </g>
        )}
      </svg>
      {selection &&
        (selection.where.kind === 'register' && selection.where.state.compositeStage !== null ? (
          <p className="note" data-testid="state-inside-sbox">
            Block {blockNumber(selection.tag)} is inside the S-boxes: each cell is its byte after stage{' '}
            {selection.where.state.compositeStage} of the composite-field S-box (
            {compositeStageFields[selection.where.state.compositeStage]}). The bytes entering the S-boxes,{' '}
            {fipsLabel(selection.where.state.sbox!.round, selection.decrypt ? 'istart' : 'start')}:{' '}
            <span className="hex">{selection.sbox?.input}</span>
          </p>
        ) : view.grid === 'bytes' ? (
          <p className="note">
            State of block {blockNumber(selection.tag)} as FIPS-197 §3.4 lays it out (byte <i>r</i> + 4<i>c</i> in row{' '}
            <i>r</i>, column <i>c</i>):{' '}
            <span className="hex" data-testid="state-hex">
              {selection.values.join('')}
            </span>
          </p>
        ) : (
          <p className="note">
            State of block {blockNumber(selection.tag)} {view.byteOrder}:{' '}
            <span className="hex" data-testid="state-hex">
              {selection.values.join('')}
            </span>
          </p>
        ))}
      {selection?.where.kind === 'register' && selection.where.state.round && (
        <RoundSteps
          round={selection.where.state.round}
          block={blockNumber(selection.tag)}
          heldBy={datapath.registers[selection.where.stage]}
        />
      )}
      {selection?.where.kind === 'register' && selection.where.state.des && (
        <DesRoundSteps
          round={selection.where.state.des}
          block={blockNumber(selection.tag)}
          heldBy={datapath.registers[selection.where.stage].name}
        />
      )}
      {selection?.where.kind === 'register' && selection.where.state.mars && (
        <MarsRoundSteps
          round={selection.where.state.mars}
          block={blockNumber(selection.tag)}
          heldBy={datapath.registers[selection.where.stage].name}
        />
      )}
      <p className="note" data-testid="key-schedule-summary">
        {datapath.keySchedule.summary}
      </p>
      {composite && (
        <CompositeSboxPanel
          byte={chosenByte}
          source={
            selection?.sbox && chosenByte !== null
              ? `byte s[${chosenRow},${chosenColumn}] of block ${blockNumber(selection.tag)} entering round ${selection.sbox.round}'s S-boxes`
              : null
          }
          inverse={selection?.decrypt ?? false}
          canInvert={config.direction !== 'encrypt'}
          pipelined={config.sbox === 'compositePipelined'}
          heldStage={held && held.register.sboxStage > 0 ? held.register.sboxStage : null}
          heldBy={held ? held.register.name : null}
        />
      )}
    </section>
  );
}
