// Throughput per mode in Gbit/s at our measured Fmax (issue #8, item 5): the block's bits × the
// ECP5-85F's Fmax from registry/synthesis.json ÷ cycles per block measured on the RTL
// (registry/measured.json; sim-core's prediction where nothing was measured, labelled so),
// the papers' definition (Elbirt et al. 2000, Sec. 6). The arithmetic is sim-core's
// throughputMbps, the same function the lessons' answers use. Beside ours, the published
// rows for the same architecture: their non-feedback figure beside our ECB, their feedback
// figure beside our CBC encryption, as Elbirt et al.'s Tables 2 and 3 pair them.
import type { Prediction } from '@sim-core';
import { modeRows } from './measured';
import {
  deviceName,
  deviceResults,
  configurationsWithFmax,
  flowLabel,
  referenceDevice,
  synthesisFile,
  type DeviceResult,
  type SynthesisFile,
} from './synthesis';
import { paperDevice, paperLabel, paperWho, publishedRowsFor, type PublishedRow } from './published';
import ciphers from '@registry/ciphers.json';
import { blockBitsOf, cipherOfId } from '@registry/ciphers.mjs';

/** The ids of `ids` of the same cipher as `id`: a Serpent core without figures points to Serpent cores that have them. */
const sameCipher = (id: string, ids: string[]) => {
  const cipher = cipherOfId(ciphers, id)?.cipher.id;
  return ids.filter((other) => cipherOfId(ciphers, other)?.cipher.id === cipher);
};

/** sim-core's throughputMbps: block bits × f[MHz] / cycles per block, in Mbit/s. */
export type ThroughputMbps = (blockBits: number, clockMHz: number, cyclesPerBlock: number) => number;

export interface ModeGbps {
  mode: string;
  direction: 'encrypt' | 'decrypt';
  chains: number;
  cyclesPerBlock: number;
  /** Measured on the RTL; false: sim-core's prediction. */
  measured: boolean;
  gbps: number;
}

export interface PaperGbps {
  row: PublishedRow;
  /** "Elbirt et al. 2000, Xilinx Virtex XCV1000BG560-4, Tables 2 and 3". */
  label: string;
  /** "Elbirt et al. 2000". */
  who: string;
  device: string;
  kind: 'stream' | 'feedback';
  /** The paper's own figure, not recomputed. */
  gbps: number;
  /** The mode row of ours it stands beside. */
  beside: { mode: string; direction: 'encrypt' };
}

export type Throughput =
  | {
      kind: 'figures';
      device: string;
      deviceName: string;
      fmaxMHz: number;
      /** The cipher's block in bits (registry/ciphers.json `blockBits`): 128, or 64 for Triple DES. */
      blockBits: number;
      label: string;
      modes: ModeGbps[];
      papers: PaperGbps[];
      devices: DeviceResult[];
    }
  | { kind: 'does-not-fit'; device: string; deviceName: string; reason: string; devices: DeviceResult[] }
  | { kind: 'not-placed'; device: string; deviceName: string; reason: string; devices: DeviceResult[] }
  | { kind: 'no-figures'; deviceName: string; command: string; withFigures: string[]; devices: DeviceResult[] };

/** The command that measures a configuration's figures. */
export const synthCommand = (id: string) => `npm run synth -- --figures ${id}`;

/** Cycles per block in each mode: measured where `npm run timing` ran, predicted otherwise. */
function cycles(id: string, prediction: Prediction): Omit<ModeGbps, 'gbps'>[] {
  const measured = modeRows(id, prediction);
  if (measured)
    return measured.map((r) => ({
      mode: r.mode,
      direction: r.direction,
      chains: r.chains,
      cyclesPerBlock: r.cyclesPerBlock,
      measured: true,
    }));
  return prediction.modes
    .filter((m) => !(m.decrypt && (m.mode === 'ctr' || m.mode === 'ofb')))
    .map((m) => ({
      mode: m.mode,
      direction: m.decrypt ? 'decrypt' : 'encrypt',
      chains: m.chains,
      cyclesPerBlock: m.cyclesPerBlock,
      measured: false,
    }));
}

/** The published bars beside a configuration's: each matching row's stream and feedback figures. */
export function paperBars(id: string): PaperGbps[] {
  return publishedRowsFor(id).flatMap((row) =>
    (['stream', 'feedback'] as const)
      .filter((kind) => row.throughputMbps?.[kind] !== undefined)
      .map((kind) => ({
        row,
        label: paperLabel(row),
        who: paperWho(row),
        device: paperDevice(row),
        kind,
        gbps: row.throughputMbps![kind]! / 1000,
        beside: { mode: kind === 'stream' ? 'ecb' : 'cbc', direction: 'encrypt' as const },
      })),
  );
}

export function throughputFigures(
  id: string,
  prediction: Prediction,
  throughputMbps: ThroughputMbps,
  file: SynthesisFile = synthesisFile,
): Throughput {
  const devices = deviceResults(id, file);
  const reference = devices.find((d) => d.device === referenceDevice);
  // No Fmax on the reference device: the core does not fit it, or was not placed on it.
  const missing =
    reference?.figure.fits === false
      ? ({ kind: 'does-not-fit', why: 'the fit check refused it' } as const)
      : reference?.figure.placed === false
        ? ({ kind: 'not-placed', why: 'nextpnr could not place it' } as const)
        : null;
  if (reference && missing) {
    return {
      kind: missing.kind,
      device: referenceDevice,
      deviceName: reference.name,
      reason: reference.figure.reason ?? missing.why,
      devices,
    };
  }
  const fmaxMHz = reference?.figure.fmaxMHz;
  if (!reference || fmaxMHz === undefined) {
    return {
      kind: 'no-figures',
      deviceName: deviceName(referenceDevice, file),
      command: synthCommand(id),
      withFigures: sameCipher(id, configurationsWithFmax(file)),
      devices,
    };
  }
  return {
    kind: 'figures',
    device: referenceDevice,
    deviceName: deviceName(referenceDevice, file),
    fmaxMHz,
    blockBits: blockBitsOf(ciphers, id),
    label: flowLabel(referenceDevice, reference.figure, file),
    modes: cycles(id, prediction).map((r) => ({
      ...r,
      gbps: throughputMbps(blockBitsOf(ciphers, id), fmaxMHz, r.cyclesPerBlock) / 1000,
    })),
    papers: paperBars(id),
    devices,
  };
}

/** Gbit/s as the lab prints them: three decimals (Mbit/s resolution). */
export const formatGbps = (gbps: number) => gbps.toFixed(3);
