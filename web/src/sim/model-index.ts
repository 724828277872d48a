// The site's list of simulators (models/index.json, written by scripts/lib/site-models.mjs):
// which configurations' models are ready, with each file's revision, and which are still
// building (`npm start` serves the lab before every model is built). The page offers the
// ready ones and says the others are building; the service worker keeps each model under its
// revision (../offline/).

/** Where the index is, relative to the site. */
export const modelIndexPath = 'models/index.json';

/** The two files of a model, as the index names them. */
export const modelFileNames = ['model.mjs', 'model.wasm'] as const;

export interface ModelIndex {
  /** Configuration id → model file name → revision (16 hex digits of its SHA-256). */
  ready: Record<string, Record<string, string>>;
  /** Configurations whose models are being built now; the index changes as each lands. */
  building: string[];
}

export const emptyModelIndex: ModelIndex = { ready: {}, building: [] };

/** A JSON object (not null, not an array). */
export const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** Check a parsed index.json; throws saying what is wrong. */
export function parseModelIndex(data: unknown): ModelIndex {
  if (!isRecord(data) || !isRecord(data.ready) || !Array.isArray(data.building))
    throw new Error(`${modelIndexPath}: expected { ready: {…}, building: […] }`);
  const ready: ModelIndex['ready'] = {};
  for (const [id, files] of Object.entries(data.ready)) {
    if (!isRecord(files) || !modelFileNames.every((name) => typeof files[name] === 'string'))
      throw new Error(`${modelIndexPath}: ${id} lacks the revisions of ${modelFileNames.join(' and ')}`);
    ready[id] = Object.fromEntries(modelFileNames.map((name) => [name, files[name] as string]));
  }
  if (!data.building.every((id) => typeof id === 'string'))
    throw new Error(`${modelIndexPath}: building lists something other than ids`);
  return { ready, building: data.building as string[] };
}

/** Whether a configuration's simulator is still being built. An unknown index (null) says no. */
export function isBuilding(index: ModelIndex | null, configId: string): boolean {
  return index?.building.includes(configId) ?? false;
}

/** The revision of a model file (`models/<id>/model.wasm`), or undefined when the index does not offer it. */
export function modelRevision(index: ModelIndex, path: string): string | undefined {
  const match = /^models\/([a-z0-9][a-z0-9-]*)\/(model\.(?:mjs|wasm))$/.exec(path);
  return match ? index.ready[match[1]]?.[match[2]] : undefined;
}
