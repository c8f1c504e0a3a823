import type { FieldProblem } from '../doc/problems.ts';
import type { FormContext } from '../forms/context.ts';
import { SchemaForm } from '../forms/SchemaForm.tsx';
import { blockTypeOf } from '../schemas/index.ts';
import { blockSummary } from '../schemas/summary.ts';
import { ToolIcon, type ToolIconName } from '../ui/ToolIcon.tsx';
import { useRoving } from '../ui/useRoving.ts';
import { blockFormId } from './fieldIds.ts';

export type SectionAction = 'move-up' | 'move-down' | 'duplicate' | 'remove';

interface Props {
  block: unknown;
  index: number;
  count: number;
  selected: boolean;
  problems: FieldProblem[];
  context: FormContext;
  onToggle: () => void;
  onAction: (action: SectionAction) => void;
  onChange: (block: unknown, field: string) => void;
}

const TOOLS: { action: SectionAction; label: string; icon: ToolIconName }[] = [
  { action: 'move-up', label: 'Move up', icon: 'move-up' },
  { action: 'move-down', label: 'Move down', icon: 'move-down' },
  { action: 'duplicate', label: 'Duplicate', icon: 'copy' },
  { action: 'remove', label: 'Remove', icon: 'remove' },
];

/** One section of the page: its kind and first words, its tools, and (when open) its form. */
export function SectionItem({ block, index, count, selected, problems, context, onToggle, onAction, onChange }: Props) {
  const type = (block as { type?: unknown } | null)?.type;
  const kind = blockTypeOf(type);
  const title = kind?.title ?? `Unknown kind “${String(type)}”`;
  const name = `${title} ${index + 1}`;
  const summary = blockSummary(block, kind?.schema);
  const errors = problems.filter((p) => !p.warning).length;
  const formId = `${blockFormId(index)}-form`;
  // The section's name and its tools are one Tab stop; the arrow keys go along them.
  const roving = useRoving<HTMLDivElement>();
  return (
    <li className={`section-item${selected ? ' section-item--selected' : ''}`} data-section={index}>
      <div className="section-item__head" role="toolbar" aria-label={`Section ${name}`} {...roving}>
        <button type="button" className="section-item__toggle" aria-expanded={selected} aria-controls={selected ? formId : undefined} onClick={onToggle}>
          <span className="section-item__kind">{name}</span>
          {summary && <span className="section-item__summary">{summary}</span>}
          {errors > 0 && <span className="section-item__errors">{errors === 1 ? '1 mistake' : `${errors} mistakes`}</span>}
        </button>
        <div className="section-item__tools">
          {TOOLS.map((t) => (
            <button
              key={t.action}
              type="button"
              className="tool"
              data-tool={t.action}
              title={`${t.label}: ${name}`}
              disabled={(t.action === 'move-up' && index === 0) || (t.action === 'move-down' && index === count - 1)}
              onClick={() => onAction(t.action)}
            >
              <ToolIcon name={t.icon} />
              <span className="visually-hidden">{`${t.label}: ${name}`}</span>
            </button>
          ))}
        </div>
      </div>
      {selected && (
        <div id={formId} className="section-item__form">
          {kind?.description && <p className="section-item__about">{kind.description}</p>}
          {kind ? (
            <SchemaForm key={`${index}-${kind.type}`} idPrefix={blockFormId(index)} schema={kind.schema} data={block} problems={problems} context={context} onChange={onChange} />
          ) : (
            <p className="notice notice--error">The site has no kind of section called “{String(type)}”, so there is no form for it. Remove it, or ask a developer.</p>
          )}
        </div>
      )}
    </li>
  );
}
