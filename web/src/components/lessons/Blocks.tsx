// A lesson's blocks as React elements: markdown text (never injected HTML), HDL excerpts
// with their file and lines, live widgets and exercises.
import type { ReactNode } from 'react';
import type { Inline } from '../../lessons/markdown';
import type { Block } from '../../lessons/schema';
import { lessonHref } from '../../lessons/route';
import { useLessonEnv } from './context';
import { ExerciseCard } from './ExerciseCard';
import { LessonWidget } from './widgets';

export function InlineText({ nodes }: { nodes: Inline[] }) {
  return <>{nodes.map((n, i) => renderInline(n, i))}</>;
}

function LessonLink({ slug, children }: { slug: string; children: ReactNode }) {
  const { navigate } = useLessonEnv();
  const route = { kind: 'lesson' as const, slug, section: null, present: null };
  return (
    <a
      href={lessonHref(route)}
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

export function LessonBlock({ block, slug }: { block: Block; slug: string }) {
  switch (block.k) {
    case 'heading':
      return (
        <h3 id={block.id}>
          <InlineText nodes={block.text} />
        </h3>
      );
    case 'p':
      return (
        <p>
          <InlineText nodes={block.c} />
        </p>
      );
    case 'note':
      return (
        <aside className="lesson-note">
          <InlineText nodes={block.c} />
        </aside>
      );
    case 'list': {
      const items = block.items.map((item, i) => (
        <li key={i}>
          <InlineText nodes={item} />
        </li>
      ));
      return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
    }
    case 'table':
      return (
        <div className="table-scroll">
          <table className="outputs lesson-table">
            <thead>
              <tr>
                {block.head.map((cell, i) => (
                  <th key={i} scope="col">
                    <InlineText nodes={cell} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, i) => (
                    <td key={i}>
                      <InlineText nodes={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'code':
      return (
        <pre className="lesson-code">
          <code>{block.text}</code>
        </pre>
      );
    case 'excerpt':
      return (
        <figure className="excerpt" data-testid="excerpt">
          <figcaption>
            <code>{block.file}</code>, lines {block.from}–{block.to} ({block.marker}), from the RTL the simulators are
            built from
          </figcaption>
          <pre>
            <code>{block.text}</code>
          </pre>
        </figure>
      );
    case 'widget':
      return <LessonWidget spec={block.widget} />;
    case 'exercise':
      return <ExerciseCard exercise={block.exercise} slug={slug} />;
  }
}
