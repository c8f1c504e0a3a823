import { useId } from 'react';
import type { ProseBlock } from '../../generated/content.ts';
import { RenderedNodes } from './RenderedNodes.tsx';
import { tableOfContents } from './toc.ts';
import './Prose.css';

// UTC so that the date reads the same in the prerender and in every visitor's time zone.
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export default function Prose({ id, updated, document = [] }: ProseBlock) {
  const toc = tableOfContents(document);
  const tocTitle = useId();
  return (
    <section id={id} className="section prose">
      <div className="container prose__layout">
        <p className="prose__updated">
          Last updated: <time dateTime={updated}>{longDate.format(new Date(`${updated}T00:00:00Z`))}</time>
        </p>
        {toc.length > 1 && (
          <nav className="prose__toc" aria-labelledby={tocTitle}>
            <p id={tocTitle} className="prose__toc-title">On this page</p>
            <ol>
              {toc.map((entry) => (
                <li key={entry.id}>
                  <a href={`#${entry.id}`}>{entry.text}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div className="prose__body">
          <RenderedNodes nodes={document} />
        </div>
      </div>
    </section>
  );
}
