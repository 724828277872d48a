// The datapath of a configuration, derived from what its cipher's plug-in says about its core
// (web/src/ciphers/<id>/datapath/structure.ts): the register stages in the order of their
// probes, checked against the model's names, the round operations between them, the loop the
// data takes, and the key schedule. Nothing is drawn by hand per configuration.
import type { Configuration } from '@sim-core';
import { pluginOf } from '../ciphers';
import type { CipherDatapath } from './cipher-datapath';
import type { Datapath, Element, Operation, RegisterPosition, RegisterStage, Slice } from './structure';
import { stageName } from './structure';

/** Whether the view draws the datapath of `cipher` (its plug-in has one). */
export const drawsDatapath = (cipher: string) => pluginOf(cipher).datapath !== undefined;

/** The datapath plug-in of `cipher`; throws naming the cipher if it has none. */
export function datapathOf(cipher: string): CipherDatapath {
  const datapath = pluginOf(cipher).datapath;
  if (!datapath) throw new Error(`datapath: the plug-in of the cipher '${cipher}' describes no datapath`);
  return datapath;
}

/** The datapath of `config`; `probeNames` are the model's, checked against the derivation when given. */
export function deriveDatapath(config: Configuration, probeNames: readonly string[] = []): Datapath {
  const cipher = datapathOf(config.cipher).structure;
  const k = config.layout.slices;
  const registers: RegisterStage[] = [];
  const register = (unit: number, position: RegisterPosition, sboxStage = 0): RegisterStage => {
    const name = cipher.probeName?.(unit, position) ?? stageName(unit, position, sboxStage);
    const stage = { index: registers.length, name, unit, position, sboxStage };
    registers.push(stage);
    return stage;
  };

  const inputRegister = cipher.inputRegister(config) ? register(0, 'in') : null;
  const slices: Slice[] = [];
  for (let u = 0; u < k; u++) {
    const unit = cipher.unit(config, u);
    const elements: Element[] = [];
    cipher.slice(
      config,
      u,
      (operation) => elements.push({ kind: 'operation', operation }),
      (position, sboxStage = 0) => elements.push({ kind: 'register', register: register(unit, position, sboxStage) }),
    );
    const label = cipher.label?.(config, u);
    const repeats = cipher.repeats?.(config, u);
    slices.push({
      unit,
      elements,
      boundary: cipher.boundary(config, u),
      rounds: cipher.rounds(config, u),
      ...(label === undefined ? {} : { label }),
      ...(repeats === undefined ? {} : { repeats }),
    });
  }

  const problems: string[] = [];
  if (probeNames.length > 0) {
    if (probeNames.length !== registers.length) {
      problems.push(
        `the model reports ${probeNames.length} register stages, the description gives ${registers.length}`,
      );
    }
    registers.forEach((r, i) => {
      const reported = probeNames[i];
      if (reported !== undefined && reported !== r.name)
        problems.push(`stage ${i}: the model calls it ${reported}, the description ${r.name}`);
      if (reported !== undefined) r.name = reported;
    });
  }
  if (registers.length !== config.registerStages) {
    problems.push(
      `sim-core counts ${config.registerStages} register stages, the description gives ${registers.length}`,
    );
  }

  // Nr of each key size the core runs (its cipher's description).
  const counts = config.rounds;
  return {
    configId: config.id,
    roundCounts: counts,
    direction: config.direction,
    entry: cipher.entry(config),
    entryText: cipher.entryText(config),
    exitText: cipher.exitText?.(config) ?? null,
    roundRegister: cipher.roundRegister ?? null,
    inputRegister,
    slices,
    registers,
    loop: cipher.loops(config)
      ? { roundsPerPass: k, passes: counts.map((rounds) => ({ rounds, passes: rounds / k })) }
      : null,
    keySchedule: cipher.keySchedule(config),
    problems,
  };
}

/** The registers of a slice, in datapath order. */
export function registersOf(slice: Slice): RegisterStage[] {
  return slice.elements.flatMap((e) => (e.kind === 'register' ? [e.register] : []));
}

/** The operations of a slice, in datapath order. */
export function operationsOf(slice: Slice): Operation[] {
  return slice.elements.flatMap((e) => (e.kind === 'operation' ? [e.operation] : []));
}
