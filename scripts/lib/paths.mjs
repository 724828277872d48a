// Where things are: the repository root and the build output folders.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const buildDir = path.join(root, 'build');
export const modelsDir = path.join(buildDir, 'models');
