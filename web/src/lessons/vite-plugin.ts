// Build step: every lesson in lessons/ is loaded and validated (load.ts) when the app imports
// `virtual:cipherscope-lessons`; any problem fails the build, one line each, naming the lesson
// file and line. The lessons become part of the JavaScript bundle, so the offline precache
// (src/offline/) stores them with the app shell.
import path from 'node:path';
import type { Plugin } from 'vite';
import { formatProblem, loadLessons } from './load.ts';
import { lessonContext, lessonsDir, loadSimCoreOnNode, readLessonFiles, repoRoot } from './node-context.ts';

export const lessonsModuleId = 'virtual:cipherscope-lessons';
const resolvedId = `\0${lessonsModuleId}`;

/** `dir`: where the lessons are (lessons/ at the repository root; tests pass another). */
export function lessonsPlugin({ dir = lessonsDir }: { dir?: string } = {}): Plugin {
  return {
    name: 'cipherscope-lessons',
    resolveId(id) {
      return id === lessonsModuleId ? resolvedId : null;
    },
    async load(id) {
      if (id !== resolvedId) return null;
      const simCore = await loadSimCoreOnNode();
      const files = readLessonFiles(dir);
      const { lessons, problems } = loadLessons(files, lessonContext(simCore));
      for (const f of files) this.addWatchFile(path.join(repoRoot, f.file));
      for (const lesson of lessons) {
        for (const s of lesson.sections)
          for (const b of s.blocks) if (b.k === 'excerpt') this.addWatchFile(path.join(repoRoot, b.file));
      }
      this.addWatchFile(dir);
      if (problems.length > 0) {
        this.error(
          `${problems.length} problem${problems.length === 1 ? '' : 's'} in the lessons:\n${problems.map(formatProblem).join('\n')}`,
        );
      }
      return `export default ${JSON.stringify(lessons)};`;
    },
  };
}
