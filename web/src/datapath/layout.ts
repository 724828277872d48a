// Where the datapath view draws each part of a derived datapath (structure.ts), free of the
// DOM: one row per round slice, its operations and registers left to right in datapath
// order, the new-block entry on the left, the loop back from the last slice to the first,
// and room on the right for the selected block's state. D3 scales do the fitting: a band
// scale for the rows, a linear scale from layout units to pixels for the columns.
import { scaleBand, scaleLinear } from 'd3-scale';
import {
  closesRound,
  takesRoundKey,
  type Datapath,
  type Operation,
  type RegisterStage,
  type SBoxKind,
} from './structure';
import { describeMarsOperation } from './mars-structure';

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

const sboxNames: Record<SBoxKind, string> = {
  lut: 'LUT S-boxes',
  blockRam: 'block RAM',
  lutRam: 'LUT RAM',
  composite: 'GF((2⁴)²)',
  compositePipelined: 'GF((2⁴)²), 5 regs',
  boyarPeralta: 'Boyar–Peralta',
  squarer: 'squarer',
  dspMultiplier: '* on DSP blocks',
  arrayMultiplier: 'array multiplier',
  blockRamArrayMultiplier: 'block RAM, array ×',
};

/** The label and detail line of an operation box. */
export function describeOperation(operation: Operation): { label: string; detail: string } {
  const both = (forward: boolean, inverse: boolean, name: string) =>
    forward && inverse ? `(Inv)${name}` : inverse ? `Inv${name}` : name;
  switch (operation.kind) {
    case 'invMixColumns':
      return { label: 'InvMixColumns', detail: 'not in round 1' };
    case 'subBytes':
      return { label: both(operation.forward, operation.inverse, 'SubBytes'), detail: sboxNames[operation.sbox] };
    case 'shiftRows':
      return { label: both(operation.forward, operation.inverse, 'ShiftRows'), detail: 'wiring' };
    case 'mixColumns':
      return { label: 'MixColumns', detail: 'not in round Nr' };
    case 'addRoundKey':
      return { label: 'AddRoundKey', detail: '⊕ round key' };
    // Serpent (Anderson, Biham, Knudsen, Sec. 2): i is the submission's round, 0 to 31.
    case 'serpentMix':
      if (operation.forward && operation.inverse) return { label: '⊕ Kᵢ or LT⁻¹', detail: 'mix, or undo LT' };
      if (operation.inverse) return { label: 'LT⁻¹', detail: '⊕ K₃₂ in round 1' };
      return { label: '⊕ Kᵢ', detail: 'key mixing' };
    case 'serpentSboxes': {
      const { forward, inverse } = operation.fixed;
      const subscript = (n: number) => '₀₁₂₃₄₅₆₇'[n];
      const named = [
        ...(operation.forward ? [forward === null ? 'S' : `S${subscript(forward)}`] : []),
        ...(operation.inverse ? [inverse === null ? 'S⁻¹' : `S${subscript(inverse)}⁻¹`] : []),
      ];
      const fixed = (!operation.forward || forward !== null) && (!operation.inverse || inverse !== null);
      return {
        label: `S-boxes ${named.join(' / ')}`,
        detail: fixed ? '32 × 4-bit, fixed' : '32 × 4-bit, i mod 8',
      };
    }
    case 'serpentFinish':
      if (operation.forward && operation.inverse)
        return { label: 'LT or ⊕ Kᵢ', detail: operation.lastRound ? 'enc. round 32: ⊕ K₃₂' : 'enc. LT, dec. mix' };
      if (operation.inverse) return { label: '⊕ Kᵢ', detail: 'key mixing' };
      return { label: 'LT', detail: operation.lastRound ? 'round 32: ⊕ K₃₂' : 'linear transform' };
    // Twofish (Schneier et al., Sec. 4.1–4.2): F on Z0 and Z1, mixed into Z2 and Z3.
    case 'twofishSboxes':
      return {
        label: 'S-boxes s₀–s₃',
        detail: operation.sbox === 'lut' ? 'key-dependent' : 'key tables',
      };
    case 'twofishMds':
      return { label: 'MDS', detail: 'g: T₀, T₁' };
    case 'twofishPht':
      return { label: 'PHT', detail: 'T₀+T₁, T₀+2T₁' };
    case 'twofishSubkeys':
      return { label: '+ K₂ᵣ₊₈, K₂ᵣ₊₉', detail: 'F₀, F₁' };
    case 'twofishMix':
      return {
        label: '⊕ F, rotate, swap',
        detail:
          operation.forward && operation.inverse
            ? 'enc./dec. rotations'
            : operation.inverse
              ? 'ROL 1, ROR 1'
              : 'ROR 1, ROL 1',
      };
    // RC6 (Rivest et al., Sec. 2; hdl/rtl/rc6/rc6_round.sv): the parts Q, R, F of a round.
    case 'rc6Quadratic':
      return {
        label:
          operation.forward && operation.inverse
            ? 'f(B|A), f(D|C) ⋘ 5'
            : operation.inverse
              ? 'f(A), f(C) ⋘ 5'
              : 'f(B), f(D) ⋘ 5',
        detail: `t, u: ${sboxNames[operation.sbox]}`,
      };
    case 'rc6Rotate':
      if (operation.forward && operation.inverse) return { label: '⊕ ⋘ or − S, ⋙', detail: 'rotate by u, t' };
      if (operation.inverse) return { label: '− S[2i], ⋙ u, t', detail: 'after the turn back' };
      return { label: 'A⊕t ⋘ u, C⊕u ⋘ t', detail: 'data-dependent' };
    case 'rc6Finish':
      if (operation.forward && operation.inverse) return { label: '+ S, turn or ⊕ t, u', detail: 'enc. key, dec. ⊕' };
      if (operation.inverse) return { label: '⊕ t, u', detail: 'A ⊕ t, C ⊕ u' };
      return { label: '+ S[2i], S[2i+1]', detail: 'A, C; then turn' };
    // DES (FIPS 46-3): f(R, Kₙ) = P(S(E(R) ⊕ Kₙ)), then L ⊕ f and the swap (des_round.sv).
    case 'desExpansion':
      return { label: 'E', detail: 'R: 32 → 48 bits' };
    case 'desKeyMix':
      return { label: '⊕ Kₙ', detail: 'PC-2 of C‖D' };
    case 'desSboxes':
      return { label: 'S1–S8', detail: operation.sbox === 'lut' ? '6→4-bit tables' : sboxNames[operation.sbox] };
    case 'desPermutation':
      return { label: 'P', detail: 'f(R, Kₙ), wiring' };
    case 'desFeistel':
      return {
        label: operation.swap === 'never' ? 'L ⊕ f, no swap' : 'L ⊕ f, swap',
        detail:
          operation.swap === 'always'
            ? 'L′ = R, R′ = L ⊕ f'
            : operation.swap === 'never'
              ? 'rounds 16, 32, 48'
              : 'except 16, 32, 48',
      };
    // MARS (Burwick et al. 1999; hdl/rtl/mars/mars_round_pkg.sv): a layer's round or a part of one.
    case 'marsLayer':
      return describeMarsOperation(operation);
  }
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

export function layoutDatapath(datapath: Datapath, maxWidth = 1010): DatapathLayout {
  const sliceUnits = (s: number) =>
    datapath.slices[s].elements.reduce(
      (sum, e) => sum + (e.kind === 'operation' ? unit.operation : unit.register) + unit.gap,
      0,
    );
  const widest = Math.max(...datapath.slices.map((_, s) => sliceUnits(s)));
  const inputUnits = datapath.inputRegister ? unit.register + unit.gap : 0;
  const units = unit.entry + unit.gutter + inputUnits + widest + unit.exit;
  const diagramWidth = Math.min(maxWidth - calloutWidth, units * pixelsPerUnit);
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
          entersAndLeaves: closesRound(r.position) && slice.boundary === 'ring',
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
