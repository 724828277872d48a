// A link within the lessons: a real address (it opens in a new tab, and reads as a link), which
// a plain click follows without reloading the page (LessonsRoot's navigate).
import type { ReactNode } from 'react';
import { lessonHref, type LessonRoute } from '../../lessons/route';
import { useLessonEnv } from './context';

export function RouteLink({
  route,
  children,
  className,
  testId,
}: {
  route: LessonRoute;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const { navigate } = useLessonEnv();
  return (
    <a
      href={lessonHref(route)}
      className={className}
      data-testid={testId}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        navigate(route);
      }}
    >
      {children}
    </a>
  );
}
