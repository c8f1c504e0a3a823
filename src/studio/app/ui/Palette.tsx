import { useLayoutEffect, useRef, useState } from 'react';
import { blockTypes, type BlockType } from '../schemas/index.ts';
import { Dialog } from './Dialog.tsx';
import { useExamples, type Prepared } from './useExamples.ts';

/**
 * A still picture of an example: its HTML with the styles it uses, in a shadow root of its own (the
 * Studio's styles and the site's never meet), drawn at a laptop's width and scaled down. No frame,
 * no script: all of them appear at once.
 */
function Thumbnail({ type, example }: { type: string; example: Prepared }) {
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = host.current;
    if (!el) return;
    const root = el.shadowRoot ?? el.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [example.sheet];
    root.replaceChildren(example.markup.content.cloneNode(true));
  }, [example]);
  return <div ref={host} className="palette__example" data-example={type} />;
}

interface Props {
  /** Where the new section goes, in words ("after Hero 1", "at the end"). */
  where: string;
  onPick: (type: BlockType) => void;
  onClose: () => void;
}

/**
 * Every kind of section the site has, each with its description and a small picture of its
 * example as the site's own components render it (made once per visit, see useExamples).
 */
export function Palette({ where, onPick, onClose }: Props) {
  const [query, setQuery] = useState('');
  const examples = useExamples();
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = blockTypes.filter((b) => words.every((w) => `${b.title} ${b.description}`.toLowerCase().includes(w)));
  return (
    <Dialog title="Add a section" onClose={onClose} wide>
      <p className="dialog__lead">Pick the kind of section to add {where}. It starts with example words and pictures for you to change.</p>
      <label htmlFor="palette-search" className="field__label">Find a kind of section</label>
      <input id="palette-search" type="search" className="input palette__search" value={query} onChange={(e) => setQuery(e.target.value)} data-autofocus />
      {!examples && <p className="palette__drawing" role="status">Drawing the examples…</p>}
      <ul className="palette">
        {shown.map((b) => (
          <li key={b.type} className="palette__item">
            <div className="palette__thumb" aria-hidden="true">
              {examples?.has(b.type) && <Thumbnail type={b.type} example={examples.get(b.type)!} />}
            </div>
            {/* The button's ::after covers the card, so the whole card can be clicked. */}
            <button type="button" className="palette__pick" onClick={() => onPick(b)} aria-describedby={`palette-${b.type}`}>
              {b.title}
            </button>
            <p id={`palette-${b.type}`} className="palette__description">{b.description}</p>
          </li>
        ))}
      </ul>
      {!shown.length && <p role="status">No kind of section matches “{query}”.</p>}
    </Dialog>
  );
}
