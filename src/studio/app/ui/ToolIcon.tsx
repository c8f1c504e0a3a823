const PATHS = {
  'move-up': 'M12 19V5M5 12l7-7 7 7',
  'move-down': 'M12 5v14M19 12l-7 7-7-7',
  copy: 'M9 9h10v10H9zM5 15V5h10',
  remove: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  close: 'M6 6l12 12M18 6L6 18',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  picture: 'M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15 9.5a1 1 0 1 0 0-.01',
} as const;

export type ToolIconName = keyof typeof PATHS;

/** The small line drawings on the Studio's tool buttons (a font may not have arrow or copy signs). */
export function ToolIcon({ name }: { name: ToolIconName }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
