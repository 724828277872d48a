// What the page and the diffusion worker (worker.ts) say to each other.
import type { Diffusion } from '@sim-core';

export interface DiffusionRequest {
  id: number;
  /** A cipher of registry/ciphers.json and one of its key sizes. */
  cipher: string;
  keyBits: number;
}

export type DiffusionReply =
  { id: number; ok: true; diffusion: Diffusion; ms: number } | { id: number; ok: false; error: string };

/** A measurement as the page keeps it: sim-core's result and how long it took in the worker. */
export interface Measured {
  diffusion: Diffusion;
  ms: number;
}
