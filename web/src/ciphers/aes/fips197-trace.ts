// For tests: a real VCD, recorded by running the lab's default core (its WebAssembly build
// in build/models, as the browser runs it) on FIPS-197 Appendix C.1 the way the worker runs
// it (web/src/sim/worker.ts): reset, trace on, key and block queued, step until the output.
import { openBuiltModel } from '../../test-support/built';

export const fips197 = {
  configId: 'aes128-enc-lu1-lut-online-all',
  key: '000102030405060708090a0b0c0d0e0f',
  plaintext: '00112233445566778899aabbccddeeff',
  ciphertext: '69c4e0d86a7b0430d8cdb78070b4c55a',
};

const bytes = (hex: string) => Uint8Array.from(Buffer.from(hex, 'hex'));

/** The VCD text of the run and the cycles it took (the output leaves in the last one). */
export async function recordFips197Trace(): Promise<{ vcd: string; cycles: number }> {
  const model = await openBuiltModel(fips197.configId);
  model.reset();
  model.traceStart();
  model.loadKey(bytes(fips197.key));
  model.offer(bytes(fips197.plaintext), 0);
  let cycles = 0;
  let outputs = 0;
  while (outputs === 0 && cycles < 200) {
    cycles += model.step(1);
    outputs += model.takeAll().length;
  }
  const vcd: string = model.traceStop();
  model.close();
  return { vcd, cycles };
}
