// The derived datapath of every AES registry configuration against its model's probes (named
// by the RTL) and against the architecture facts of hdl/doc/architectures.md, read off the id.
import { beforeAll, describe, expect, test } from 'vitest';
import type { Configuration } from '@sim-core';
import { loadSimCore, modelIds, modelProbeNames, registryIds } from '../../../test-support/built';
import { deriveDatapath, operationsOf, registersOf } from '../../../datapath/derive';
import type { Datapath } from '../../../datapath/structure';

interface IdFacts {
  architecture: 'lu' | 'pp' | 'sp';
  k: number;
  m: number;
  sbox: string;
  keySchedule: string;
  direction: string;
  nr: number;
}

/** The axes straight from the id's tokens (registry/README.md), not from sim-core's layout. */
function factsOf(id: string): IdFacts {
  const match =
    /^aes(128|192|256|3in1)-(enc|dec|encdec)-(lu|pp|sp)(\d+)(?:m(\d+))?-([a-z]+)-(online|banked|offline)-/.exec(id);
  if (!match) throw new Error(`unexpected id ${id}`);
  const [, size, direction, architecture, k, m, sbox, keySchedule] = match;
  const nr = size === '192' ? 12 : size === '256' || size === '3in1' ? 14 : 10;
  return {
    architecture: architecture as IdFacts['architecture'],
    k: Number(k),
    m: Number(m ?? 0),
    sbox,
    keySchedule,
    direction,
    nr,
  };
}

/** Clock edges inside an S-box (hdl/doc/sboxes.md's table). */
const latencyOf = (sbox: string) => (sbox === 'bram' ? 1 : sbox === 'cfp' ? 5 : 0);

// AES's cores (Serpent's: serpent-datapath.test.ts).
const ids = modelIds.filter((id: string) => id.startsWith('aes'));
const simCore = loadSimCore();
const probes = new Map<string, string[]>();

beforeAll(async () => {
  for (const id of ids) probes.set(id, await modelProbeNames(id));
}, 120_000);

describe('the datapath of every registry configuration', () => {
  test('the registry has the 30 prebuilt AES configurations', () => {
    expect(registryIds.filter((id: string) => id.startsWith('aes'))).toHaveLength(30);
  });

  describe.each(ids)('%s', (id) => {
    const config: Configuration = simCore.parseConfiguration(id);
    const facts = factsOf(id);
    const latency = latencyOf(facts.sbox);
    let datapath: Datapath;
    beforeAll(() => {
      datapath = deriveDatapath(config, probes.get(id)!);
    });

    test("has one register stage per model probe, named as the RTL names them, in the probes' order", () => {
      const names = probes.get(id)!;
      expect(datapath.problems).toEqual([]);
      expect(datapath.registers).toHaveLength(names.length);
      expect(datapath.registers.map((r) => r.name)).toEqual(names);
      expect(datapath.registers.map((r) => r.index)).toEqual(names.map((_, i) => i));
      // The same registers, walked through the drawing's order: input register, then slice by slice.
      const walked = [
        ...(datapath.inputRegister ? [datapath.inputRegister] : []),
        ...datapath.slices.flatMap(registersOf),
      ];
      expect(walked).toEqual(datapath.registers);
    });

    test('has k round slices, each SubBytes, ShiftRows, (Inv)MixColumns, AddRoundKey in the order of the direction', () => {
      expect(datapath.slices).toHaveLength(facts.k);
      for (const slice of datapath.slices) {
        const kinds = operationsOf(slice).map((o) => o.kind);
        const expected = [
          ...(facts.direction !== 'enc' ? ['invMixColumns'] : []),
          'subBytes',
          'shiftRows',
          ...(facts.direction !== 'dec' ? ['mixColumns'] : []),
          'addRoundKey',
        ];
        expect(kinds).toEqual(expected);
        const sub = operationsOf(slice).find((o) => o.kind === 'subBytes');
        expect(sub).toMatchObject({ latency });
      }
    });

    test('places its registers where architectures.md says', () => {
      const full = facts.architecture !== 'lu' && facts.k === facts.nr && !id.startsWith('aes3in1');
      expect(datapath.loop === null).toBe(full);
      expect(datapath.inputRegister?.name ?? null).toBe(full ? 'in' : null);
      if (facts.architecture === 'lu') {
        // LU-k: one register, after k rounds computed combinationally (or the S-box's own,
        // which stand in for it in LU-1); the data passes Nr/k times.
        expect(datapath.registers).toHaveLength(latency > 0 ? latency : 1);
        expect(datapath.slices.flatMap(operationsOf).filter((o) => o.kind === 'subBytes')).toHaveLength(facts.k);
        expect(datapath.loop?.roundsPerPass).toBe(facts.k);
        expect(datapath.loop?.passes.at(-1)).toEqual({ rounds: facts.nr, passes: facts.nr / facts.k });
        datapath.slices.slice(0, -1).forEach((s) => expect(registersOf(s)).toEqual([]));
        expect(registersOf(datapath.slices.at(-1)!).at(-1)!.name).toBe(
          latency > 0 ? (latency > 1 ? 'r1.sbox5' : 'r1.sbox') : 'r1.ark',
        );
      }
      if (facts.architecture === 'pp') {
        // PP-k: a register after each of the k slices, or the S-box's registers in its place.
        for (const [u, slice] of datapath.slices.entries()) {
          expect(registersOf(slice).map((r) => r.name)).toEqual(
            latency === 0
              ? [`r${u + 1}.ark`]
              : Array.from({ length: latency }, (_, j) => `r${u + 1}.sbox${latency > 1 ? j + 1 : ''}`),
          );
        }
      }
      if (facts.architecture === 'sp') {
        // SP-k-m: m inner registers and the round register, m + 1 a round; a pipelined
        // S-box's five registers are the first inner register (architectures.md).
        const inner = ['sbox', 'shift', 'mix'].filter((_, i) =>
          facts.m === 3 ? true : facts.m === 2 ? i !== 1 : i === 0,
        );
        for (const [u, slice] of datapath.slices.entries()) {
          const regs = registersOf(slice);
          expect(regs).toHaveLength(facts.m + 1 + Math.max(0, latency - 1));
          expect(regs.at(-1)!.name).toBe(`r${u + 1}.ark`);
          const positions = [...new Set(regs.map((r) => r.position))];
          expect(positions).toEqual([...inner, 'ark']);
          // The first inner register follows the S-boxes (Elbirt et al.).
          const kinds = slice.elements.map((e) => (e.kind === 'register' ? e.register.position : e.operation.kind));
          expect(kinds[kinds.indexOf('subBytes') + 1]).toBe('sbox');
        }
      }
      // Blocks enter and leave at round registers, or, when the S-box closes the loop, right
      // after AddRoundKey (aes_loop_boundary.sv).
      const boundaries = datapath.slices.map((s) => s.boundary);
      if (full) expect(boundaries).toEqual([...Array(facts.k - 1).fill('pass'), 'exit']);
      else if (facts.architecture === 'lu')
        expect(boundaries).toEqual([...Array(facts.k - 1).fill('pass'), latency > 0 ? 'open' : 'ring']);
      else
        expect(boundaries).toEqual(Array(facts.k).fill(latency > 0 && facts.architecture === 'pp' ? 'open' : 'ring'));
    });

    test('has the key schedule of its id', () => {
      expect(datapath.keySchedule.kind).toBe(facts.keySchedule);
      expect(datapath.keySchedule.reads).toBe(facts.k + 1);
      expect(datapath.keySchedule.setup).toBe(
        facts.keySchedule === 'banked' || (facts.keySchedule === 'online' && facts.direction !== 'enc'),
      );
    });
  });
});
