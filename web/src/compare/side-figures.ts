// What each side of the side-by-side view says about its run (issue #21): the mode and the
// blocks it ran, its cycles per block counted by the run itself (RunResult.cycles, the true
// count even past the probe ring), and the core's area, Fmax and Gbit/s on the lab's
// reference device from registry/synthesis.json (Gbit/s = the block's bits × Fmax ÷ this run's cycles
// per block, sim-core's throughputMbps), or why there are none.
import { modeName } from '../mode-names';
import { synthCommand, type ThroughputMbps } from '../throughput/figures';
import {
  blocksOf,
  deviceName,
  deviceResults,
  dspsOf,
  referenceDevice,
  synthesisFile,
  type DeviceBlocks,
  type SynthesisFile,
} from '../throughput/synthesis';
import ciphers from '@registry/ciphers.json';
import { blockBitsOf } from '@registry/ciphers.mjs';
import { grouped } from '../numbers';

export interface SideRun {
  /** A mode of mode-names.ts. */
  mode: string;
  decrypt: boolean;
  /** Interleaved CBC's chains or multi-stream CBC's streams. */
  chains: number;
  blocks: number;
  /** The run's cycles (RunResult.cycles). */
  cycles: number;
}

/** The core on the reference device: area, and Fmax with this run's Gbit/s, or why not. */
export interface SideSynthesis {
  /** "Lattice ECP5 LFE5U-85F". */
  device: string;
  /** What the device's LUTs and blocks are called ("LUT4", "MULT18X18D"). */
  blocks: DeviceBlocks;
  /** `dsps`: multiplier blocks, 0 when the core uses none. */
  area: { luts: number; ffs: number; brams: number; dsps: number } | null;
  fmaxMHz: number | null;
  gbps: number | null;
  /** Why there is no Fmax (and so no Gbit/s): the command that measures it, or the tools' reason. */
  missing: string | null;
  /** The figure was measured before the core's RTL or the flow last changed (synthesis-stale.json). */
  earlierInputs: boolean;
}

export interface SideFigures {
  /** "CBC encryption, 5,000 blocks". */
  workload: string;
  /** Cycles per block of this run, filling and draining included. */
  cyclesPerBlock: number;
  synthesis: SideSynthesis;
}

/** The mode as a sentence's start on a cipher of `blockBits`-bit blocks: "Interleaved CBC (4 chains) encryption". */
export function modeLabel(run: Pick<SideRun, 'mode' | 'decrypt' | 'chains'>, blockBits: number): string {
  const name = modeName(run.mode, blockBits);
  const chains =
    run.mode === 'interleavedCbc'
      ? ` (${run.chains} chain${run.chains === 1 ? '' : 's'})`
      : run.mode === 'multiStreamCbc'
        ? ` (${run.chains} stream${run.chains === 1 ? '' : 's'})`
        : '';
  return `${name}${chains} ${run.decrypt ? 'decryption' : 'encryption'}`;
}

export function sideFigures(
  id: string,
  run: SideRun,
  throughputMbps: ThroughputMbps,
  file: SynthesisFile = synthesisFile,
): SideFigures {
  const cyclesPerBlock = run.blocks > 0 ? run.cycles / run.blocks : 0;
  const blockBits = blockBitsOf(ciphers, id);
  const workload = `${modeLabel(run, blockBits)}, ${grouped(run.blocks)} block${run.blocks === 1 ? '' : 's'}`;
  const device = deviceName(referenceDevice, file);
  const figure = deviceResults(id, file).find((d) => d.device === referenceDevice)?.figure;
  const area =
    figure && figure.fits !== false
      ? { luts: figure.luts, ffs: figure.ffs, brams: figure.brams, dsps: dspsOf(figure) }
      : null;
  const fmaxMHz = figure && figure.fits !== false && figure.placed !== false ? (figure.fmaxMHz ?? null) : null;
  const missing = !figure
    ? `no synthesis figures yet: ${synthCommand(id)}`
    : figure.fits === false
      ? `it does not fit: ${figure.reason ?? 'the fit check refused it'}`
      : fmaxMHz === null
        ? `not placed and routed: ${figure.reason ?? 'nextpnr could not place it'}`
        : null;
  const synthesis: SideSynthesis = {
    device,
    blocks: blocksOf(referenceDevice),
    area,
    fmaxMHz,
    gbps: fmaxMHz !== null && cyclesPerBlock > 0 ? throughputMbps(blockBits, fmaxMHz, cyclesPerBlock) / 1000 : null,
    missing,
    earlierInputs: figure?.earlierInputs === true,
  };
  return { workload, cyclesPerBlock, synthesis };
}
