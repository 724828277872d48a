// Inline lesson text as React elements (never injected HTML): the one piece both a block
// (Blocks.tsx) and an exercise (ExerciseCard.tsx) render, so neither imports the other.
import type { ReactNode } from 'react';
import type { Inline } from '../../lessons/schema';
import { RouteLink } from './RouteLink';

export function InlineText({ nodes }: { nodes: Inline[] }) {
  return <>{nodes.map((n, i) => renderInline(n, i))}</>;
}

function LessonLink({ slug, children }: { slug: string; children: ReactNode }) {
  return <RouteLink route={{ kind: 'lesson', slug, section: null, present: null }}>{children}</RouteLink>;
}

function renderInline(n: Inline, key: number): ReactNode {
  switch (n.t) {
    case 'text':
      return n.v;
    case 'code':
      return <code key={key}>{n.v}</code>;
    case 'em':
      return (
        <em key={key}>
          <InlineText nodes={n.c} />
        </em>
      );
    case 'strong':
      return (
        <strong key={key}>
          <InlineText nodes={n.c} />
        </strong>
      );
    case 'link':
      if (n.href.startsWith('lesson:')) {
        return (
          <LessonLink key={key} slug={n.href.slice(7)}>
            <InlineText nodes={n.c} />
          </LessonLink>
        );
      }
      if (n.href.startsWith('lab:')) {
        return (
          <a key={key} href={`?config=${encodeURIComponent(n.href.slice(4))}`}>
            <InlineText nodes={n.c} />
          </a>
        );
      }
      return (
        <a key={key} href={n.href} rel="noreferrer noopener" target="_blank">
          <InlineText nodes={n.c} />
        </a>
      );
  }
}
