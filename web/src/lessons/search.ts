// Searching the lessons from the index: every word of the query must appear in the lesson
// (title, summary, objectives, the table it reproduces, its text), case-insensitively.
import type { Lesson } from './schema';

export function searchLessons(lessons: Lesson[], query: string): Lesson[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return lessons;
  return lessons.filter((l) =>
    words.every((w) => l.searchText.includes(w) || String(l.number) === w.replace(/^0+/, '')),
  );
}
