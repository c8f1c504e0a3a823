import { useState } from 'react';
import type { RJSFSchema } from '@rjsf/utils';
import type { DataPath } from '../doc/problems.ts';
import { blockTypeOf } from '../schemas/index.ts';
import { blockFormId, fieldElementId, focusField } from './fieldIds.ts';

interface Place {
  label: string;
  path: DataPath;
}

/** Each section, and each item of a section's lists (a question, a card), as a place to go to. */
export function placesOf(blocks: readonly unknown[]): Place[] {
  return blocks.flatMap((block, i) => {
    const kind = blockTypeOf((block as { type?: unknown } | null)?.type);
    const name = `${kind?.title ?? 'Section'} ${i + 1}`;
    const places: Place[] = [{ label: `${i + 1}. ${name}`, path: ['blocks', i] }];
    const properties = (kind?.schema as RJSFSchema | undefined)?.properties ?? {};
    const data = (block ?? {}) as Record<string, unknown>;
    let afterList = false;
    // In the form's order: each item of a list of two or more, and each field after such a list.
    for (const [key, field] of Object.entries(properties)) {
      if (typeof field !== 'object' || field.const !== undefined || field.readOnly) continue;
      const value = data[key];
      if (Array.isArray(value) && value.length > 1 && typeof field.items === 'object' && !Array.isArray(field.items)) {
        const item = (field.items as RJSFSchema).title ?? field.title ?? 'Item';
        value.forEach((_, k) => places.push({ label: `${name} › ${item} ${k + 1}`, path: ['blocks', i, key, k] }));
        afterList = true;
      } else if (afterList) {
        places.push({ label: `${name} › ${field.title ?? key}`, path: ['blocks', i, key] });
      }
    }
    return places;
  });
}

/** Puts the focus in the first field of an open section (false while its form is not drawn yet). */
export function focusSectionField(index: number): boolean {
  const field = document.getElementById(`${blockFormId(index)}-form`)?.querySelector<HTMLElement>('input, textarea, select, [role="textbox"]');
  field?.scrollIntoView({ block: 'center' });
  field?.focus();
  return !!field;
}

/** Tries `focus` until the form it needs is drawn (a section just opened); it stops by itself. */
export function focusWhenDrawn(focus: () => boolean): void {
  let tries = 0;
  const timer = window.setInterval(() => {
    if (focus() || ++tries > 40) window.clearInterval(timer);
  }, 50);
}

/**
 * "Jump to a section": a list of the page's sections and their items; Open shows the chosen one's
 * fields and puts the focus in its first, so no field is more than a few Tab presses away.
 */
export function SectionJump({ blocks, onOpen }: { blocks: readonly unknown[]; onOpen: (index: number) => void }) {
  const places = placesOf(blocks);
  const [chosen, setChosen] = useState(0);
  if (places.length < 2) return null;
  const go = () => {
    const place = places[Math.min(chosen, places.length - 1)]!;
    onOpen(place.path[1] as number);
    focusWhenDrawn(() => (place.path.length > 2 ? focusField('page', place.path) : focusSectionField(place.path[1] as number)));
  };
  return (
    <div className="sections__jump">
      <label className="field__label" htmlFor="jump-to-section">Jump to a section</label>
      <div className="sections__jump-row">
        <select
          id="jump-to-section"
          className="input input--select"
          value={String(Math.min(chosen, places.length - 1))}
          onChange={(e) => setChosen(Number(e.target.value))}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            go();
          }}
        >
          {places.map((p, i) => <option key={i} value={String(i)} data-target={fieldElementId('page', p.path)}>{p.label}</option>)}
        </select>
        <button type="button" className="button button--small" onClick={go}>Open</button>
      </div>
    </div>
  );
}
