// A lesson's blocks as React elements: markdown text (never injected HTML), HDL excerpts
// with their file and lines, live widgets and exercises.
import type { Block, ListItem, NestedList } from '../../lessons/schema';
import { ExerciseCard } from './ExerciseCard';
import { InlineText } from './InlineText';
import { LessonWidget } from './widgets';

// LessonPage and Presenter take InlineText from here, with the blocks.
export { InlineText };

/** A list; an item's nested lists render inside its <li>, after its text. */
function ListView({ ordered, items }: { ordered: boolean; items: ListItem[] }) {
  const lis = items.map((item, i) => {
    const text = item.filter((n) => n.t !== 'list');
    const nested = item.filter((n): n is NestedList => n.t === 'list');
    return (
      <li key={i}>
        <InlineText nodes={text} />
        {nested.map((list, j) => (
          <ListView key={j} ordered={list.ordered} items={list.items} />
        ))}
      </li>
    );
  });
  return ordered ? <ol>{lis}</ol> : <ul>{lis}</ul>;
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
    case 'list':
      return <ListView ordered={block.ordered} items={block.items} />;
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
