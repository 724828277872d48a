// The page's handle on the diffusion worker: one worker for the page, started on the first
// request, answers kept by cipher and key size (a measurement is deterministic: sim-core's seed
// is fixed), requests answered in the order they were made.
import type { DiffusionReply, Measured } from './protocol';

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, { resolve: (m: Measured) => void; reject: (e: Error) => void }>();
const answers = new Map<string, Promise<Measured>>();

function started(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<DiffusionReply>) => {
    const reply = event.data;
    const w = waiting.get(reply.id);
    if (!w) return;
    waiting.delete(reply.id);
    if (reply.ok) w.resolve({ diffusion: reply.diffusion, ms: reply.ms });
    else w.reject(new Error(reply.error));
  };
  worker.onerror = (event) => {
    for (const w of waiting.values()) w.reject(new Error(`the diffusion worker stopped: ${event.message}`));
    waiting.clear();
    answers.clear();
    worker = null;
  };
  return worker;
}

/** The diffusion of `cipher` under `keyBits`-bit keys, measured once a page. */
export function measureDiffusion(cipher: string, keyBits: number): Promise<Measured> {
  const key = `${cipher}/${keyBits}`;
  let answer = answers.get(key);
  if (!answer) {
    const id = nextId++;
    answer = new Promise<Measured>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      started().postMessage({ id, cipher, keyBits });
    });
    answer.catch(() => answers.delete(key));
    answers.set(key, answer);
  }
  return answer;
}
