// What the datapath view says a register holds is what the RTL's register holds: every
// registry core runs FIPS-197 Appendix C (encryption, and decryption on cores that do it)
// with a waveform recorded, and in every cycle every register stage holding a block is
// compared with registerState. A register inside a registered S-box holds no state in its
// token (aes_round_slice.sv: "the state travels inside the S-boxes"), so there the S-boxes'
// own registers are compared: SubBytes' output, or each pipelined composite-field stage
// with the TypeScript model's value.
import { describe, expect, test } from 'vitest';
import type { Configuration, TraceStep } from '@sim-core';
import { loadSimCore, modelIds } from '../../../test-support/built';
import { changeTimes, countingKey, recordBlocks } from '../../../test-support/record-blocks';
import { type Signal } from '../../../waveform/vcd';
import { valueAtTime } from '../../../waveform/geometry';
import { registerState, type AesRegisterState } from './state';
import type { RegisterPosition } from '../../../datapath/structure';
import { compositeSbox, stageValue } from './composite-sbox';

const simCore = loadSimCore();
const plaintext = '00112233445566778899aabbccddeeff';
const positions: RegisterPosition[] = ['in', 'sbox', 'shift', 'mix', 'ark'];

// aes_arch_pkg::token_t, packed MSB first: the shared header (cs_token_header.svh: valid, tag[24],
// round[4], decrypt, slot[8]), then key_len[2], bank[4], state[128], …
const tokenField = (bits: string, from: number, width: number) => bits.slice(from, from + width);
const tokenTag = (bits: string) => parseInt(tokenField(bits, 1, 24), 2);
const tokenRound = (bits: string) => parseInt(tokenField(bits, 25, 4), 2);
const tokenState = (bits: string) =>
  BigInt(`0b${tokenField(bits, 1 + 24 + 4 + 1 + 8 + 2 + 4, 128)}`)
    .toString(16)
    .padStart(32, '0');
const hexOf = (bits: string, width: number) =>
  BigInt(`0b${bits}`)
    .toString(16)
    .padStart(Math.ceil(width / 4), '0');

interface StageRegister {
  index: number;
  position: RegisterPosition;
  sub: number;
  inRound: boolean;
  data: Signal;
  valid: Signal;
  /** The round slice it belongs to (none for the input register and the registers after AddRoundKey). */
  slice: string | null;
}

async function recordFips197(config: Configuration) {
  const bits = config.keySize === '3in1' ? 128 : Number(config.keySize);
  const key = countingKey(bits);
  const ciphertext = simCore.cipherTrace('aes', key, plaintext, false).at(-1)!.state;
  const blocks = [{ tag: 0, input: plaintext, decrypt: false }];
  if (config.direction !== 'encrypt') blocks.push({ tag: 1, input: ciphertext, decrypt: true });
  const { vcd, outputs } = await recordBlocks(config, key, blocks, 2000);
  const traces = new Map<number, TraceStep[]>(
    blocks.map((b) => [b.tag, simCore.cipherTrace('aes', key, b.input, b.decrypt)]),
  );
  return { vcd, traces, outputs, blocks };
}

const scopeOf = (signal: Signal) => signal.scope.join('.');

/** Every time at which some signal changes, in order: the steps the RTL's registers take. */
function stageRegisters(signals: Signal[]): StageRegister[] {
  const byScope = new Map<string, Map<string, Signal>>();
  for (const s of signals) {
    const scope = scopeOf(s);
    if (!byScope.has(scope)) byScope.set(scope, new Map());
    byScope.get(scope)!.set(s.reference, s);
  }
  const registers: StageRegister[] = [];
  for (const [scope, vars] of byScope) {
    const data = vars.get('data_q');
    if (!data || data.width !== 460 || !vars.has('Position')) continue;
    registers.push({
      index: -1,
      position: positions[0],
      sub: 0,
      inRound: false,
      data,
      valid: vars.get('valid_q')!,
      slice: /^(.*\.u_slice)\./.exec(scope)?.[1] ?? null,
    });
  }
  return registers;
}

describe("the state the view shows is the RTL's", () => {
  // AES's cores (the other ciphers': datapath/cipher-rtl-state.test.ts, Triple DES's beside its plug-in).
  test.each(modelIds.filter((id: string) => id.startsWith('aes')))(
    '%s: every register stage holding a block, every cycle',
    async (id) => {
      const config: Configuration = simCore.parseConfiguration(id);
      const { vcd, traces, outputs, blocks } = await recordFips197(config);
      expect(outputs).toBe(blocks.length);
      const registers = stageRegisters(vcd.signals);
      expect(registers).toHaveLength(config.registerStages);
      const byName = new Map(vcd.signals.map((s) => [s.name, s]));
      const find = (scope: string, name: string) => byName.get(`${scope}.${name}`);
      const checked = new Set<string>();
      let parametersRead = false;
      for (const time of changeTimes(vcd)) {
        const value = (signal: Signal) => valueAtTime(signal, time);
        if (!parametersRead) {
          // Parameters are constants, dumped at time 0.
          for (const r of registers) {
            const scope = scopeOf(r.data);
            r.index = parseInt(value(find(scope, 'Index')!), 2);
            r.position = positions[parseInt(value(find(scope, 'Position')!), 2)];
            r.sub = parseInt(value(find(scope, 'Sub')!), 2);
            r.inRound = value(find(scope, 'InRound')!) === '1';
          }
          parametersRead = true;
        }
        for (const r of registers) {
          if (value(r.valid) !== '1') continue;
          const bits = value(r.data);
          const tag = tokenTag(bits);
          const round = tokenRound(bits) + (r.inRound ? 1 : 0);
          const trace = traces.get(tag);
          expect(trace, `time ${time}: stage ${r.index} holds unknown tag ${tag}`).toBeDefined();
          const expected: AesRegisterState = registerState(trace!, r.position, r.sub, round);
          const where = `time ${time}, stage ${r.index} (${r.position}${r.sub || ''}), block ${tag}, round ${round}`;
          const latency = config.sbox === 'blockRam' ? 1 : config.sbox === 'compositePipelined' ? 5 : 0;
          if (r.position === 'sbox' && latency > 0) {
            if (r.sub > 0 && r.sub < 5) {
              // Each of the 16 data S-boxes' stage register, byte i of the state (byte 0 in the MSBs):
              // its output s1..s4, as aes_sbox_composite.sv names it (the register's own names,
              // in aes_sbox_pipe_reg, are not traced).
              for (let i = 0; i < 16; i++) {
                const reg = find(
                  `${r.slice}.u_sub_bytes.gen_sbox.gen_byte[${i}].u_sbox.gen_sbox_composite_pipelined.u_sbox`,
                  `s${r.sub}`,
                )!;
                const fields = value(reg).slice(1); // the direction bit travels beside the value
                const byte = parseInt(expected.sbox!.input.slice(2 * i, 2 * i + 2), 16);
                expect(hexOf(fields, fields.length), `${where}, S-box ${i}`).toBe(
                  stageValue(compositeSbox(byte, trace![0].step === 'iinput'), r.sub),
                );
              }
            } else {
              expect(hexOf(value(find(`${r.slice}.u_sub_bytes`, 'state_o')!), 128), where).toBe(expected.hex);
            }
          } else {
            expect(tokenState(bits), where).toBe(expected.hex);
          }
          checked.add(`${tag} ${r.index}`);
        }
      }
      // Every block was seen in every register stage it passes (LU-k: its one register).
      for (const b of blocks) {
        const seen = registers.filter((r) => checked.has(`${b.tag} ${r.index}`)).length;
        expect(seen, `block ${b.tag} seen in ${seen} of ${registers.length} stages`).toBe(registers.length);
      }
    },
    60_000,
  );
});
