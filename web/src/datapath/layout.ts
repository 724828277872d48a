// Where the datapath view draws each part of a derived datapath (derive.ts), free of the
// DOM: one row per round slice, its operations and registers left to right in datapath
// order, the new-block entry on the left, the loop back from the last slice to the first,
// and room on the right for the selected block's state. D3 scales do the fitting: a band
// scale for the rows, a linear scale from layout units to pixels for the columns.
import { scaleBand, scaleLinear } from 'd3-scale';
import type { Datapath, Operation, RegisterStage } from './structure';
import { describeOperation, takesRoundKey } from './operations';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface OperationBox extends Box {
  slice: number;
  operation: Operation;
  label: string;
  detail: string;
}

export interface RegisterBar extends Box {
  register: RegisterStage;
  /** Blocks enter here as round 0 and leave here when done (a loop's round register). */
  entersAndLeaves: boolean;
}

export interface Row {
  slice: number;
  y: number;
  height: number;
  label: string;
  labelX: number;
  /** A key wire passes behind the label (Serpent's key mixing opens its row): drawn with a halo. */
  overKeyWire: boolean;
}

/** A dotted wire from the key schedule (or the row above) down to an operation that takes a round key. */
export interface KeyWire {
  x: number;
  y1: number;
  y2: number;
}

export interface DatapathLayout {
  width: number;
  height: number;
  rows: Row[];
  operations: OperationBox[];
  /** Indexed by probe index. */
  registers: RegisterBar[];
  /** Brackets over the registers inside a pipelined S-box. */
  sboxPipelines: Box[];
  /** Wires from each element to the next, and from one row to the next, as SVG path data. */
  wires: string[];
  /** The loop from the end of the last slice back to the first, and how often data takes it. */
  loop: { path: string; label: string; labelX: number; labelY: number } | null;
  /** Each stage's own loop (MARS's PP-3: a block loops in its stage for its layer's rounds), under its row. */
  stageLoops: { slice: number; path: string; label: string; labelX: number; labelY: number }[];
  /** The new block's initial AddRoundKey and the wire to where it enters (empty for a ring's ⇄ registers), and where finished blocks leave. */
  entry: Box & { path: string; title: string; label: string };
  exits: { x: number; y: number }[];
  /** What a finished block goes through on its way out (Twofish's output whitening): under the exit's row, right-aligned at its last operation (clear of the key wires above and the selected register's leader). */
  exitDetail: { x: number; y: number; text: string } | null;
  keySchedule: Box;
  keyWires: KeyWire[];
  /** The area right of the diagram where the selected block's state is drawn. */
  callout: Box;
}

/** The rounds a slice computes, for its row label. */
function roundsText(datapath: Datapath, slice: number): string {
  const rounds = datapath.slices[slice].rounds;
  const nr = Math.max(...datapath.roundCounts);
  if (!rounds) return 'any round: blocks enter at any free round register';
  const list: number[] = [];
  for (let r = rounds.first; r <= nr; r += rounds.every) list.push(r);
  if (list.length === 1) return `round ${list[0]}`;
  if (rounds.every === 1) return `rounds 1–${nr}`;
  return `rounds ${list.join(', ')}`;
}

// Layout units: an operation is 10 wide, a register 2, the gap between parts 1.
const unit = { operation: 10, register: 2, gap: 1, entry: 15, gutter: 3, exit: 4 };
const pixelsPerUnit = 12;
const rowHeight = 80;
const boxHeight = 40;
const labelHeight = 18;
const calloutWidth = 220;
const keyHeight = 34;
/** The selected block's state: a heading of two lines over 4 × 4 cells. */
const calloutHeight = 32 + 4 * 34 + 8;

/**
 * The layout of `datapath` in at most `maxWidth` layout pixels where it fits: its columns narrow
 * from 12 pixels a unit down to `minPixelsPerUnit` (where an operation's text still fits its
 * box), and past that the layout is wider than `maxWidth` (the view pans it).
 */
export function layoutDatapath(datapath: Datapath, maxWidth = 1010, minPixelsPerUnit = 0): DatapathLayout {
  const sliceUnits = (s: number) =>
    datapath.slices[s].elements.reduce(
      (sum, e) => sum + (e.kind === 'operation' ? unit.operation : unit.register) + unit.gap,
      0,
    );
  const widest = Math.max(...datapath.slices.map((_, s) => sliceUnits(s)));
  const inputUnits = datapath.inputRegister ? unit.register + unit.gap : 0;
  const units = unit.entry + unit.gutter + inputUnits + widest + unit.exit;
  const diagramWidth = Math.max(units * minPixelsPerUnit, Math.min(maxWidth - calloutWidth, units * pixelsPerUnit));
  const x = scaleLinear().domain([0, units]).range([0, diagramWidth]);
  const top = keyHeight + 16;
  const rowsBand = scaleBand<number>()
    .domain(datapath.slices.map((_, s) => s))
    .range([top, top + datapath.slices.length * rowHeight])
    .paddingInner(0);
  const height = top + Math.max(datapath.slices.length * rowHeight + 24, calloutHeight);
  const sliceStart = unit.entry + unit.gutter + inputUnits;

  const rows: Row[] = [];
  const operations: OperationBox[] = [];
  const registers: RegisterBar[] = [];
  const sboxPipelines: Box[] = [];
  const wires: string[] = [];
  const exits: { x: number; y: number }[] = [];
  const stageLoops: DatapathLayout['stageLoops'] = [];
  let exitDetail: DatapathLayout['exitDetail'] = null;
  const rowEnds: number[] = [];
  const rowBoxY = (s: number) => (rowsBand(s) ?? top) + labelHeight;
  const mid = (s: number) => rowBoxY(s) + boxHeight / 2;

  datapath.slices.forEach((slice, s) => {
    const y = rowBoxY(s);
    // LU-k's k slices form one round unit (aes_core.sv), so they are told apart by position.
    const unrolled = datapath.slices.length > 1 && datapath.slices.every((other) => other.unit === slice.unit);
    const name = unrolled ? `Round ${s + 1} of ${datapath.slices.length} in one clock` : `Round unit ${slice.unit}`;
    rows.push({
      slice: s,
      y: rowsBand(s) ?? top,
      height: rowHeight,
      label: slice.label ?? `${name}: ${roundsText(datapath, s)}`,
      labelX: x(sliceStart) + 4,
      overKeyWire: false,
    });
    let at = sliceStart;
    let previousEnd: number | null = null;
    let pipeline: Box | null = null;
    let lastOperationEnd = x(sliceStart);
    for (const element of slice.elements) {
      const width = element.kind === 'operation' ? unit.operation : unit.register;
      const box = { x: x(at), y, width: x(at + width) - x(at), height: boxHeight };
      if (previousEnd !== null) wires.push(`M${previousEnd},${mid(s)}H${box.x}`);
      previousEnd = box.x + box.width;
      if (element.kind === 'operation') {
        operations.push({ ...box, slice: s, operation: element.operation, ...describeOperation(element.operation) });
        lastOperationEnd = box.x + box.width;
        pipeline = null;
      } else {
        const r = element.register;
        registers[r.index] = {
          ...box,
          register: r,
          entersAndLeaves: r.position === datapath.roundRegister && slice.boundary === 'ring',
        };
        if (r.sboxStage > 0) {
          if (!pipeline) sboxPipelines.push((pipeline = { x: box.x, y: y - 4, width: box.width, height: 4 }));
          pipeline.width = box.x + box.width - pipeline.x;
        }
      }
      at += width + unit.gap;
    }
    const end = previousEnd ?? x(sliceStart);
    rowEnds.push(end);
    // Blocks leave right after AddRoundKey when the S-boxes close the loop, at the end of a
    // full pipeline, and from a loop's one exit; a ring's round registers carry their own ⇄ mark.
    if (slice.boundary === 'open' || slice.boundary === 'exit' || slice.boundary === 'leave') {
      exits.push({ x: end, y: mid(s) });
      if (datapath.exitText) exitDetail = { x: lastOperationEnd, y: y + boxHeight + 13, text: datapath.exitText };
    }
    // A stage of its own loop: from its end back under its row into its register, inside the
    // wire on to the next row (which then leaves further right), so the two do not cross.
    if (slice.repeats !== undefined) {
      const under = y + boxHeight + 15;
      stageLoops.push({
        slice: s,
        path: `M${end},${mid(s)}h6V${under}H${x(sliceStart) - 12}V${mid(s)}H${x(sliceStart)}`,
        label: `loops ${slice.repeats} rounds`,
        // Right of the register, clear of the round number under it.
        labelX: x(sliceStart + unit.register + unit.gap) + 2,
        labelY: under - 3,
      });
    }
    // On to the next row: down from this row's end, back left to the next row's start.
    if (s + 1 < datapath.slices.length) {
      const down = y + boxHeight + 19;
      const out = slice.repeats === undefined ? 6 : 14;
      wires.push(`M${end},${mid(s)}h${out}V${down}H${x(sliceStart) - 6}V${mid(s + 1)}H${x(sliceStart)}`);
    }
  });

  // A full pipeline's input register sits before the first slice.
  if (datapath.inputRegister) {
    const r = datapath.inputRegister;
    const at = unit.entry + unit.gutter;
    registers[r.index] = {
      x: x(at),
      y: rowBoxY(0),
      width: x(at + unit.register) - x(at),
      height: boxHeight,
      register: r,
      entersAndLeaves: false,
    };
    wires.push(`M${x(at + unit.register)},${mid(0)}H${x(sliceStart)}`);
  }

  const entryBox = { x: x(0), y: rowBoxY(0), width: x(unit.entry) - x(0), height: boxHeight };
  const entryTarget = datapath.inputRegister ? x(unit.entry + unit.gutter) : x(sliceStart);
  // A ring's new block is chosen at the ⇄ registers' inputs: their marks say so, a wire to
  // each would only cross the loop.
  const entryPath =
    datapath.entry === 'round registers' ? '' : `M${entryBox.x + entryBox.width},${mid(0)}H${entryTarget}`;
  const entry = { ...entryBox, path: entryPath, title: datapath.entryText.title, label: datapath.entryText.detail };

  let loop: DatapathLayout['loop'] = null;
  if (datapath.loop) {
    const last = datapath.slices.length - 1;
    const right = Math.max(...rowEnds) + 14;
    const bottom = rowBoxY(last) + boxHeight + 19;
    const gutter = x(unit.entry + unit.gutter / 2);
    // One count per round count: Triple DES's three key sizes all run 48 rounds.
    const passes = [...new Set(datapath.loop.passes.map((p) => p.passes))].join(' / ');
    loop = {
      path: `M${rowEnds[last]},${mid(last)}H${right}V${bottom}H${gutter}V${mid(0)}H${x(sliceStart)}`,
      label: `loop: ${passes} pass${datapath.loop.passes.every((p) => p.passes === 1) ? '' : 'es'} of ${datapath.loop.roundsPerPass} round${datapath.loop.roundsPerPass === 1 ? '' : 's'}`,
      labelX: gutter + 6,
      labelY: bottom - 4,
    };
  }

  const arkBoxes = operations.filter((o) => takesRoundKey(o.operation));
  const keyLeft = Math.min(...arkBoxes.map((o) => o.x));
  const keyRight = Math.max(...arkBoxes.map((o) => o.x + o.width));
  const keySchedule = { x: keyLeft - 40, y: 4, width: keyRight - keyLeft + 80, height: keyHeight - 6 };
  const keyWires = arkBoxes.map((o) => ({
    x: o.x + o.width / 2,
    y1: o.slice === 0 ? keySchedule.y + keySchedule.height : o.y - 26,
    y2: o.y,
  }));
  // A row label's extent at 11 px (about 6.2 px a character, generous).
  for (const row of rows) {
    const right = row.labelX + row.label.length * 6.2;
    row.overKeyWire = keyWires.some((w) => w.x >= row.labelX - 2 && w.x <= right && w.y1 < row.y + 14 && w.y2 > row.y);
  }

  return {
    width: diagramWidth + calloutWidth,
    height,
    rows,
    operations,
    registers,
    sboxPipelines,
    wires,
    loop,
    stageLoops,
    entry,
    exits,
    exitDetail,
    keySchedule,
    keyWires,
    callout: { x: diagramWidth + 12, y: top, width: calloutWidth - 16, height: height - top },
  };
}
