// Which page a URL opens, read by main.tsx before any page's code has loaded:
//   ?finalists[&…]            the finalists compared (src/finalists/)
//   ?lessons[=…], ?lesson=…   the lessons (src/lessons/route.ts reads the rest)
//   anything else             the lab
export type Page = 'lab' | 'lessons' | 'finalists';

/** Whether `search` is a lessons URL. */
export function isLessonsSearch(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('lessons') || params.has('lesson');
}

/** The page `search` opens. */
export function pageOf(search: string): Page {
  if (new URLSearchParams(search).has('finalists')) return 'finalists';
  return isLessonsSearch(search) ? 'lessons' : 'lab';
}
