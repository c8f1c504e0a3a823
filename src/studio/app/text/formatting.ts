/**
 * The formatting buttons of a formatted text, as pure edits of its text and selection: each writes
 * the same Markdown a person would type (**bold**, ## heading, - point), so the file reads as before.
 */
export type Tool = 'heading' | 'bold' | 'italic' | 'list' | 'numbered' | 'link' | 'picture';

export interface Edited {
  text: string;
  start: number;
  end: number;
}

export const TOOLS: Record<Tool, { label: string; keys: string; shortcut: (e: { key: string; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean; code?: string }) => boolean }> = {
  heading: { label: 'Section heading', keys: 'Control+Alt+2', shortcut: (e) => mod(e) && e.altKey && (e.key === '2' || e.code === 'Digit2') },
  bold: { label: 'Bold', keys: 'Control+B', shortcut: (e) => mod(e) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'b' },
  italic: { label: 'Italic', keys: 'Control+I', shortcut: (e) => mod(e) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'i' },
  list: { label: 'Bullet points', keys: 'Control+Shift+8', shortcut: (e) => mod(e) && e.shiftKey && (e.key === '8' || e.key === '*' || e.code === 'Digit8') },
  numbered: { label: 'Numbered points', keys: 'Control+Shift+7', shortcut: (e) => mod(e) && e.shiftKey && (e.key === '7' || e.key === '&' || e.code === 'Digit7') },
  link: { label: 'Link', keys: 'Control+K', shortcut: (e) => mod(e) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k' },
  picture: { label: 'Picture', keys: 'Control+Shift+P', shortcut: (e) => mod(e) && e.shiftKey && e.key.toLowerCase() === 'p' },
};

function mod(e: { ctrlKey: boolean; metaKey: boolean }): boolean {
  return e.ctrlKey || e.metaKey;
}

/** Bold or italic around the selection (or taken away when it already has it); with nothing selected, a word to type over. */
export function wrap(text: string, start: number, end: number, mark: '**' | '*', placeholder: string): Edited {
  const selected = text.slice(start, end);
  const n = mark.length;
  const before = text.slice(Math.max(0, start - n), start);
  const after = text.slice(end, end + n);
  // Already marked just outside the selection: unmark (but *italic* is not half of **bold**).
  if (before === mark && after === mark && !(mark === '*' && text[start - 2] === '*' && text[end + 1] === '*')) {
    return { text: text.slice(0, start - n) + selected + text.slice(end + n), start: start - n, end: end - n };
  }
  if (selected.startsWith(mark) && selected.endsWith(mark) && selected.length >= 2 * n) {
    const inner = selected.slice(n, -n);
    return { text: text.slice(0, start) + inner + text.slice(end), start, end: start + inner.length };
  }
  // Spaces selected with a word stay outside the marks (**word ** is not bold).
  const lead = /^\s*/.exec(selected)![0];
  const trail = /\s*$/.exec(selected.slice(lead.length))![0];
  const word = selected.slice(lead.length, selected.length - trail.length) || placeholder;
  const from = start + lead.length + n;
  return { text: text.slice(0, start) + lead + mark + word + mark + trail + text.slice(end), start: from, end: from + word.length };
}

const lineStart = (text: string, at: number) => text.lastIndexOf('\n', at - 1) + 1;
const lineEnd = (text: string, at: number) => {
  const nl = text.indexOf('\n', at);
  return nl < 0 ? text.length : nl;
};

/** Each selected line with its prefix (a heading, a point), or without it when every line has it. */
function prefixLines(text: string, start: number, end: number, prefix: (i: number) => string, has: RegExp, strip = has): Edited {
  const from = lineStart(text, start);
  const to = lineEnd(text, Math.max(start, end - (end > start && text[end - 1] === '\n' ? 1 : 0)));
  const lines = text.slice(from, to).split('\n');
  const all = lines.every((l) => has.test(l) || !l.trim());
  const next = lines.map((l, i) => (!l.trim() ? l : all ? l.replace(strip, '') : prefix(i) + l.replace(strip, ''))).join('\n');
  return { text: text.slice(0, from) + next + text.slice(to), start: from, end: from + next.length };
}

export const heading = (text: string, start: number, end: number): Edited => prefixLines(text, start, end, () => '## ', /^#{1,6} /);
const POINT = /^(?:[-*+]|\d+\.) /;
export const bullets = (text: string, start: number, end: number): Edited => prefixLines(text, start, end, () => '- ', /^[-*+] /, POINT);
export const numbered = (text: string, start: number, end: number): Edited => prefixLines(text, start, end, (i) => `${i + 1}. `, /^\d+\. /, POINT);

/** A link over the selection ([words](address)); with nothing selected, the address's words. */
export function link(text: string, start: number, end: number, href: string, words?: string): Edited {
  const shown = text.slice(start, end) || words || href;
  const inserted = `[${shown}](${href})`;
  return { text: text.slice(0, start) + inserted + text.slice(end), start: start + 1, end: start + 1 + shown.length };
}

/** A picture on a line of its own: ![what it shows](address). */
export function picture(text: string, start: number, src: string, alt: string): Edited {
  const from = lineStart(text, start) === start ? start : lineEnd(text, start);
  const before = from > 0 && text[from - 1] !== '\n' ? '\n\n' : from > 0 && text[from - 2] !== '\n' ? '\n' : '';
  const inserted = `${before}![${alt}](${src})\n`;
  return { text: text.slice(0, from) + inserted + text.slice(from), start: from + inserted.length, end: from + inserted.length };
}
