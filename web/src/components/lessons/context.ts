// What every block of a lesson page can reach: sim-core, the lab's worker queue, the registry,
// progress, and how to move between lessons without reloading the page.
import { createContext, useContext } from 'react';
import type { SimCore } from '../../sim/sim-core';
import type { Registry } from '../../registry';
import type { LessonLab } from './lesson-lab';
import type { LessonRoute } from '../../lessons/route';
import type { Progress } from '../../lessons/progress';
import type { Lesson } from '../../lessons/schema';

export interface LessonEnv {
  simCore: SimCore;
  registry: Registry;
  lab: LessonLab;
  lessons: Lesson[];
  progress: Progress;
  solve(slug: string, exerciseId: string): void;
  navigate(route: LessonRoute): void;
  /** Presenter mode: larger widgets, no stepping keys. */
  presenting: boolean;
}

export const LessonEnvContext = createContext<LessonEnv | null>(null);

export function useLessonEnv(): LessonEnv {
  const env = useContext(LessonEnvContext);
  if (!env) throw new Error('useLessonEnv outside a lesson page');
  return env;
}
