import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export type Tab = 'files' | 'form' | 'preview' | 'changes';

export const TABS: { id: Tab; label: string }[] = [
  { id: 'files', label: 'Pages' },
  { id: 'form', label: 'Form' },
  { id: 'preview', label: 'Preview' },
  { id: 'changes', label: 'Changes' },
];

/** On a phone: one part of the Studio at a time, chosen with tabs (arrow keys move between them). */
export function Tabs({ current, onChange }: { current: Tab; onChange: (tab: Tab) => void }) {
  const list = useRef<HTMLDivElement>(null);
  const keyDown = (event: KeyboardEvent) => {
    const i = TABS.findIndex((t) => t.id === current);
    const next = event.key === 'ArrowRight' ? (i + 1) % TABS.length : event.key === 'ArrowLeft' ? (i + TABS.length - 1) % TABS.length : event.key === 'Home' ? 0 : event.key === 'End' ? TABS.length - 1 : -1;
    if (next < 0) return;
    event.preventDefault();
    onChange(TABS[next]!.id);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };
  // In a landmark of its own, so nothing on a phone's screen is outside one (axe `region`).
  return (
    <nav aria-label="Parts of the Studio">
      <div className="tabs" role="tablist" aria-label="Parts of the Studio" ref={list} onKeyDown={keyDown}>
        {TABS.map((t) => (
          <button key={t.id} type="button" role="tab" id={`tab-${t.id}`} aria-selected={current === t.id} aria-controls={`panel-${t.id}`} tabIndex={current === t.id ? 0 : -1} className="tabs__tab" onClick={() => onChange(t.id)}>
            {t.label}
          </button>
        ))}
      </div>
    </nav>
  );
}

/**
 * A part of the Studio: a tab panel on a phone, in its place in the grid otherwise. Its tab names it
 * through aria-controls; a name of its own would make the panel itself content outside a landmark.
 */
export function Panel({ narrow, tab, current, children }: { narrow: boolean; tab: Tab; current: Tab; children: ReactNode }) {
  if (!narrow) return <>{children}</>;
  return (
    <div role="tabpanel" id={`panel-${tab}`} className={`studio__panel studio__panel--${tab}`} hidden={current !== tab}>
      {children}
    </div>
  );
}
