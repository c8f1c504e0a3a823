import { useEffect, useMemo, useRef, useState } from 'react';
import type { RJSFSchema } from '@rjsf/utils';
import { problemsUnder, type FieldProblem } from '../doc/problems.ts';
import type { FormContext } from '../forms/context.ts';
import { SchemaForm } from '../forms/SchemaForm.tsx';
import { formSchema, type BlockType } from '../schemas/index.ts';
import { Palette } from '../ui/Palette.tsx';
import { duplicateItem, insertItem, moveItem, removeItem } from './blockOps.ts';
import { formPrefix } from './fieldIds.ts';
import { SectionItem, type SectionAction } from './SectionItem.tsx';
import { SectionJump } from './SectionJump.tsx';

type PageData = Record<string, unknown> & { blocks?: unknown[] };

interface Props {
  data: unknown;
  problems: FieldProblem[];
  selected: number | undefined;
  context: FormContext;
  onSelect: (index: number | undefined) => void;
  onChange: (data: unknown, field: string) => void;
}

/** The page's own settings: every field of the page schema but the sections. */
function settingsSchema(): RJSFSchema {
  const page = formSchema('page.schema.json') as RJSFSchema;
  const { blocks: _sections, ...properties } = page.properties ?? {};
  return { ...page, properties, required: (page.required ?? []).filter((r) => r !== 'blocks') };
}

interface FocusTarget { index: number; tool?: string }

/** Focus a control of the section at its new place, once the changed list is on screen, so a
 * keyboard user (and a screen reader) never lands on the section that used to be there. */
function focusSection({ index, tool }: FocusTarget) {
  const item = document.querySelector(`[data-section="${index}"]`);
  const target = (tool && item?.querySelector<HTMLButtonElement>(`[data-tool="${tool}"]:not(:disabled)`)) || item?.querySelector<HTMLElement>('.section-item__toggle');
  target?.focus();
}

export function PageEditor({ data, problems, selected, context, onSelect, onChange }: Props) {
  const page = (data ?? {}) as PageData;
  const blocks = Array.isArray(page.blocks) ? page.blocks : [];
  const schema = useMemo(settingsSchema, []);
  const [palette, setPalette] = useState(false);
  const [status, setStatus] = useState('');
  const { blocks: _b, ...settings } = page;
  const setBlocks = (next: unknown[], field: string) => onChange({ ...page, blocks: next }, field);
  const pendingFocus = useRef<FocusTarget | null>(null);
  // A passive effect: it runs after a closing dialog has given the focus back to its opener.
  useEffect(() => {
    if (!pendingFocus.current) return;
    focusSection(pendingFocus.current);
    pendingFocus.current = null;
  });
  const focusAfterRender = (index: number, tool?: string) => { pendingFocus.current = { index, tool }; };

  const act = (i: number, action: SectionAction) => {
    if (action === 'move-up' || action === 'move-down') {
      const to = action === 'move-up' ? i - 1 : i + 1;
      setBlocks(moveItem(blocks, i, to), `sections-${action}`);
      onSelect(selected === i ? to : selected === to ? i : selected);
      focusAfterRender(to, action);
    } else if (action === 'duplicate') {
      setBlocks(duplicateItem(blocks, i), 'sections-duplicate');
      onSelect(i + 1);
      focusAfterRender(i + 1);
      setStatus(`Section ${i + 1} duplicated as section ${i + 2}.`);
    } else {
      setBlocks(removeItem(blocks, i), 'sections-remove');
      onSelect(undefined);
      focusAfterRender(Math.min(i, blocks.length - 2));
      setStatus(`Section ${i + 1} removed. Undo brings it back.`);
    }
  };
  const at = selected === undefined ? blocks.length : selected + 1;
  const add = (type: BlockType) => {
    setPalette(false);
    setBlocks(insertItem(blocks, at, structuredClone(type.example)), 'sections-add');
    onSelect(at);
    focusAfterRender(at);
    setStatus(`${type.title} added as section ${at + 1}.`);
  };
  const listProblems = problems.filter((p) => p.path.length === 1 && p.path[0] === 'blocks');

  return (
    <>
      <SchemaForm idPrefix={formPrefix('page')} schema={schema} data={settings} problems={problems.filter((p) => p.path[0] !== 'blocks')} context={context} onChange={(d, field) => onChange({ ...(d as object), blocks }, field)} />
      <section className="sections" aria-labelledby="sections-heading">
        <h2 id="sections-heading" className="sections__heading">Sections, top to bottom</h2>
        {listProblems.map((p, i) => <p key={i} className="field__errors">{p.message}</p>)}
        <SectionJump blocks={blocks} onOpen={(i) => selected !== i && onSelect(i)} />
        <ol className="sections__list">
          {blocks.map((block, i) => (
            <SectionItem
              key={i}
              block={block}
              index={i}
              count={blocks.length}
              selected={selected === i}
              problems={problemsUnder(problems, ['blocks', i])}
              context={context}
              onToggle={() => onSelect(selected === i ? undefined : i)}
              onAction={(action) => act(i, action)}
              onChange={(next, field) => setBlocks(blocks.map((b, j) => (j === i ? next : b)), `block-${i}-${field}`)}
            />
          ))}
        </ol>
        <button type="button" className="button button--primary sections__add" onClick={() => setPalette(true)}>
          Add a section {selected === undefined ? 'at the end' : `after section ${selected + 1}`}
        </button>
        <p className="visually-hidden" role="status">{status}</p>
      </section>
      {palette && <Palette where={selected === undefined ? 'at the end of the page' : `after section ${selected + 1}`} onPick={add} onClose={() => setPalette(false)} />}
    </>
  );
}
