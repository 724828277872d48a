// The datapath of the current configuration, derived from what its cipher's plug-in says about
// its core (datapath/derive.ts, laid out by datapath/layout.ts): round operations as boxes,
// registers as bars that light up in the colour of the block they hold at the stepping
// session's cycle. Select a block (click or Enter on a register, or pick it from the list) to
// see its state where it is, read by the cipher's plug-in from sim-core's trace of the block
// the core took, and the panels the cipher adds (the steps of its round, a composite-field
// S-box). Which cipher it draws, this view does not know.
import { useMemo, useRef, useState } from 'react';
import { FigureExport } from '../export/FigureExport';
import { useChartBox } from '../hooks/useChartBox';
import type { Configuration } from '@sim-core';
import type { SimCore } from '../sim/sim-core';
import type { StepState, Workload } from '../sim/protocol';
import ciphers from '@registry/ciphers.json';
import { cipherById } from '@registry/ciphers.mjs';
import { datapathOf, deriveDatapath, drawsDatapath } from '../datapath/derive';
import { layoutDatapath } from '../datapath/layout';
import { locate, occupantsOf } from '../datapath/occupants';
import { traceBlock } from '../datapath/block-trace';
import { blockNumber, selectBlock } from '../datapath/selection';
import type { SelectedBlock } from '../datapath/cipher-datapath';
import { serialRoundsOf } from '../layout/serial-rounds';
import { StateCallout, cellSize } from '../datapath/StateCallout';
import type { ModeName } from '../golden-message';
import { tagBlock } from '../tag';
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

/**
 * The drawing's scale: its smallest text (styles.css, .datapath: 10 px) at 14 px, on a
 * projector and a phone alike. A datapath wider than its box at this scale pans inside it, and
 * Fit shows it whole, smaller.
 */
const smallestText = 10;
export const readableScale = 14 / smallestText;
/** The narrowest columns, in layout pixels a unit, at which an operation's words fit its box. */
const minPixelsPerUnit = 9;

/** The lab's palette colour of a block (theme/palette.ts). */
const colourIndex = (tag: number) => paletteIndex(tagBlock(tag));

/** The ciphers the view draws, by name, in registry/ciphers.json's order: "A, B and C". */
export function drawnCipherNames(): string {
  const names = ciphers.ciphers.filter((c) => drawsDatapath(c.id)).map((c) => c.name);
  return names.length > 1
    ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
    : (names[0] ?? 'no cipher');
}

/**
 * The datapath of `config`, or the lab's note that its cipher's is not drawn yet (a cipher
 * whose plug-in has no datapath).
 */
export function DatapathView(props: Props) {
  const { config } = props;
  if (drawsDatapath(config.cipher)) return <DrawnDatapathView {...props} />;
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
  const plugin = datapathOf(config.cipher);
  const view = plugin.state;
  const inspector = plugin.inspector?.shows(config) ? plugin.inspector : null;
  const datapath = useMemo(
    () => deriveDatapath(config, stageNames.length === config.registerStages ? stageNames : []),
    [config, stageNames],
  );
  // Laid out for its box at the readable scale: columns narrow to fit it where they can.
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const { width: boxWidth } = useChartBox(box);
  const [fit, setFit] = useState(false);
  const layout = useMemo(
    () => layoutDatapath(datapath, boxWidth > 0 ? boxWidth / readableScale : undefined, minPixelsPerUnit),
    [datapath, boxWidth],
  );
  const readableWidth = layout.width * readableScale;
  const pans = boxWidth > 0 && readableWidth > boxWidth + 1;
  const scale = pans && fit ? boxWidth / layout.width : readableScale;
  const serial = useMemo(() => serialRoundsOf(config), [config]);
  const [selectedTag, setSelectedTag] = useState<number | null>(null);
  const [cell, setCell] = useState(0);
  const drawing = useRef<SVGSVGElement | null>(null);
  // Another core: the selection was of the old one's blocks (adjusted during render).
  const [selectionCore, setSelectionCore] = useState(config.id);
  if (selectionCore !== config.id) {
    setSelectionCore(config.id);
    setSelectedTag(null);
    setCell(0);
  }

  const live = step !== null && step.stages.length === datapath.registers.length;
  const occupants = live ? occupantsOf(step.stages) : [];

  // The selected block as the core takes it, and sim-core's trace of it.
  const traced = useMemo(() => {
    if (selectedTag === null || !workload || !keyHex) return null;
    const index = tagBlock(selectedTag);
    if (index >= workload.blocks.length) return null;
    try {
      const { usesRoundKeys } = datapathOf(config.cipher).state;
      return traceBlock(simCore, config, usesRoundKeys, workload, mode as ModeName, keyHex, index);
    } catch (error) {
      return { error: (error as Error).message };
    }
  }, [simCore, config, workload, mode, keyHex, selectedTag]);

  let selected: SelectedBlock | null = null;
  let problem: string | null = null;
  if (traced && 'error' in traced) problem = traced.error;
  else if (selectedTag !== null && traced) {
    const at = live ? locate(step.stages, selectedTag) : null;
    const out = step?.outputs.find((o) => o.tag === selectedTag);
    try {
      selected = selectBlock(view, datapath, selectedTag, traced, at, out);
    } catch (error) {
      problem = (error as Error).message;
    }
  }

  const heldRegister = selected?.where.kind === 'register' ? selected.where.register : null;
  const held = heldRegister ? layout.registers[heldRegister.index] : null;
  const calloutTop = held
    ? Math.max(layout.callout.y, Math.min(held.y - 28, layout.height - 4 * cellSize - 44))
    : layout.callout.y;

  const inFlight = occupants.filter((o) => o !== null).sort((a, b) => a!.tag - b!.tag);
  const choices = [...new Set([...inFlight.map((o) => o!.tag), ...(selectedTag !== null ? [selectedTag] : [])])].sort(
    (a, b) => a - b,
  );

  function choose(stage: number) {
    const occupant = occupants[stage];
    if (occupant) setSelectedTag(occupant.tag);
  }

  const describeSelection = () => {
    if (!selected)
      return (
        problem ??
        (step
          ? 'Select a block: click a lit register, or Tab to it and press Enter.'
          : 'Step the core (above) to see blocks move through its registers.')
      );
    const n = selected.block;
    if (selected.where.kind === 'register') return `Block ${n} is in ${selected.heading}: ${selected.label}.`;
    if (selected.where.kind === 'left')
      return `Block ${n} has left the core (cycle ${selected.where.cycle}): ${selected.label}.`;
    return `Block ${n} is waiting to enter the core.`;
  };
  const RoundSteps = plugin.RoundSteps;

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
        <FigureExport
          title="The datapath"
          name="datapath"
          detail={[
            live ? `cycle ${step.cycle}` : 'before the first cycle',
            selected ? `block ${selected.block} selected (${selected.heading})` : '',
          ]
            .filter(Boolean)
            .join(', ')}
          svg={() => drawing.current}
        />
      </div>
      {pans && (
        <p className="datapath-zoom">
          <button
            type="button"
            className="secondary"
            aria-pressed={fit}
            onClick={() => setFit((f) => !f)}
            data-testid="datapath-fit"
          >
            {fit ? 'Readable size' : 'Fit to width'}
          </button>{' '}
          <span className="note">
            {fit
              ? 'The whole datapath, smaller than readable: Readable size to read it.'
              : 'Wider than the screen: scroll or swipe sideways to pan, or fit it to the width.'}
          </span>
        </p>
      )}
      <div className="datapath-box" ref={setBox} />
      <svg
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        width={layout.width * scale}
        height={layout.height * scale}
        role="group"
        aria-label={`Datapath of ${config.id}`}
        ref={drawing}
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
          const isSelected = occupant !== null && occupant.tag === selectedTag;
          const description = occupant ? `block ${blockNumber(occupant.tag)}, round ${occupant.round}` : 'empty';
          return (
            <g
              key={bar.register.index}
              className={`register${occupant ? ' busy' : ''}${isSelected ? ' selected' : ''}`}
              tabIndex={0}
              role="button"
              aria-pressed={isSelected}
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
                style={occupant ? { fill: `var(--block-${colourIndex(occupant.tag)})` } : undefined}
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
        {selected && (
          <StateCallout
            selected={selected}
            view={view}
            callout={layout.callout}
            top={calloutTop}
            held={held}
            inspector={inspector}
            cell={cell}
            onChooseCell={setCell}
          />
        )}
      </svg>
      {selected &&
        (plugin.stateNote?.(selected) ?? (
          <p className="note">
            State of block {selected.block} {view.byteOrder}:{' '}
            <span className="hex" data-testid="state-hex">
              {selected.values.join('')}
            </span>
          </p>
        ))}
      {serial && selected?.where.kind === 'register' && (
        <p className="note" data-testid="datapath-serial-note">
          A bit-serial core: its register computes round {selected.where.round}{' '}
          {serial.bitsPerCycle === 1 ? 'one bit' : `${serial.bitsPerCycle} bits`} a cycle over {serial.cyclesPerRound}{' '}
          cycles, shifting the new bits in as it goes (the occupancy chart shows which bit each cycle computes); the
          state shown is the one it holds at the round&apos;s last cycle.
        </p>
      )}
      {RoundSteps && selected?.where.kind === 'register' && (
        <RoundSteps block={selected.block} state={selected.where.state} register={selected.where.register} />
      )}
      <p className="note" data-testid="key-schedule-summary">
        {datapath.keySchedule.summary}
      </p>
      {inspector && <inspector.Panel config={config} selected={selected} cell={cell} held={heldRegister} />}
    </section>
  );
}
