// The project for the lab's configuration on one board, made in the browser with the pieces
// `npm run export` uses (board/export/configured.mjs, then zip.mjs): the same bytes, the
// repository's files coming from the page's bundle instead of the file system. Every
// problem is an Error whose message names it; nothing is half made.
import { exportConfiguration } from '@board/export/configured.mjs';
import { readCiphers, vectorFiles } from '@board/export/host.mjs';
import { zipProject } from '@board/export/zip.mjs';
import type { Configuration } from '@sim-core';
import type { SimCore } from '../sim/sim-core';
import type { Board } from './boards';
import type { RepositoryFiles } from './sources';
import { vendorFor, type VendorBundle } from './vendor';
import type { FitLayout } from './browser-fit';

export interface ProjectInput {
  simCore: SimCore;
  config: Configuration;
  board: Board;
  /** The registry's title of the configuration, if it is prebuilt (as npm run export passes it). */
  title?: string;
  /** From exportKey: hex for an offline key schedule, else undefined. */
  key: string | undefined;
  files: RepositoryFiles;
  vendorBundle: VendorBundle | null;
}

export interface Project {
  folder: string;
  files: Map<string, Uint8Array>;
  /** The RTL, include and constraint files the Makefile names (the in-browser fit's input). */
  layout: FitLayout;
  zip: Uint8Array;
  /** `<folder>.zip`, the name the download gets. */
  fileName: string;
}

export async function makeProject(input: ProjectInput): Promise<Project> {
  // The manifest's SHA-256 sums come from the browser's crypto.subtle, which exists only on
  // HTTPS or localhost pages.
  if (!globalThis.crypto?.subtle) {
    throw new Error(
      'this page is not a secure context (HTTPS or localhost), so the browser offers no SHA-256 for the manifest; open the lab over HTTPS or from localhost, or use npm run export',
    );
  }
  // The vector files the project carries and its known answers read, fetched first.
  await input.files.load(vectorFiles(input.config, readCiphers(input.files.readFile)));
  const { folder, files, layout } = await exportConfiguration({
    simCore: input.simCore,
    config: input.config,
    board: input.board,
    title: input.title,
    key: input.key,
    coreSources: input.files.coreSources(input.config.cipher),
    boardSources: input.files.boardSources,
    readFile: input.files.readFile,
    vendor: vendorFor(input.vendorBundle, input.board, input.config.cipher),
  });
  return { folder, files, layout: layout as FitLayout, zip: zipProject(folder, files), fileName: `${folder}.zip` };
}

/** Bytes of the project's files in all, before compression. */
export function projectBytes(files: Map<string, Uint8Array>): number {
  let total = 0;
  for (const bytes of files.values()) total += bytes.length;
  return total;
}
