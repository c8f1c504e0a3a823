/**
 * The worded changes in three forms: plain lines (the terminal, GitHub annotations), Markdown (a
 * job summary) and data the Studio renders. Pure, browser-safe.
 */
import { PLACE_SEPARATOR } from '../names.ts';
import { quote } from '../words.ts';
import type { WordedChange } from './types.ts';

/** What to say when a change has no effect a reader would see (a comment, reformatting). */
export const NO_VISIBLE_CHANGE = 'No visible change.';

const UNSEEN_NOTE = ' (not shown on the site)';

/** The change as one sentence: 'Home › Hero › Headline: "…grow your business" → "…grow your revenue"'. */
export function changeSentence(c: WordedChange): string {
  const parent = c.place.slice(0, -1).join(PLACE_SEPARATOR);
  const name = c.place.at(-1) ?? '';
  const note = c.unseen ? UNSEEN_NOTE : '';
  const tail = (text: string | undefined) => (text ? `: ${text}` : '');
  switch (c.noun) {
    case 'page':
    case 'blog post':
      if (c.kind === 'added') return `${c.where}: new ${c.noun}${c.after ? ` at ${c.after}` : ''}`;
      if (c.kind === 'moved') return `${c.where}: now at ${c.after ?? ''}; the old address${c.before ? ` (${c.before})` : ''} forwards`;
      return `${c.where}: ${c.noun} removed${c.before ? ` (it was at ${c.before})` : ''}`;
    case 'section':
      if (c.kind === 'added') return `${parent}: section ${quote(name)} added ${c.position ?? ''}`.trimEnd();
      if (c.kind === 'removed') return `${parent}: section ${quote(name)} removed`;
      return `${parent}: section ${quote(name)} moved ${c.position ?? ''}`.trimEnd();
    case 'figure':
    case 'fact':
      if (c.kind === 'added') return `${c.where}: new ${c.noun}${c.after ? ` ${c.after}` : ''}`;
      return `${c.where}: ${c.noun} removed${c.before ? ` (it was ${c.before})` : ''}`;
    case 'entry':
      if (c.kind === 'added') return `${c.where} added${tail(c.after)}`;
      if (c.kind === 'removed') return `${c.where} removed${tail(c.before)}`;
      return `${c.where} moved ${c.position ?? ''}${tail(c.after)}`;
    default:
      if (c.kind === 'added') return `${c.where}: ${c.after ?? ''} (added)${note}`;
      if (c.kind === 'removed') return `${c.where}: ${c.before ?? ''} (removed)${note}`;
      if (c.kind === 'moved') return `${c.where} moved ${c.position ?? ''}${tail(c.after)}`;
      return `${c.where}: ${c.before ?? ''} → ${c.after ?? ''}${note}`;
  }
}

/** One line per change, `file:line  sentence`, as `npm run validate` writes its messages; or the no-change line. */
export function changesAsText(changes: readonly WordedChange[]): string[] {
  if (!changes.length) return [NO_VISIBLE_CHANGE];
  return changes.map((c) => `${c.file}${c.line ? `:${c.line}` : ''}  ${changeSentence(c)}`);
}

const escapeData = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (s: string) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** A GitHub Actions annotation at the line that made the change: `::notice file=…,line=…,title=…::sentence`. */
export function changeAnnotation(c: WordedChange, level: 'notice' | 'warning' = 'notice'): string {
  const props = [`file=${escapeProperty(c.file)}`, ...(c.line ? [`line=${c.line}`] : []), `title=${escapeProperty(c.place[0] ?? c.file)}`];
  return `::${level} ${props.join(',')}::${escapeData(changeSentence(c))}`;
}

/** Text of content as Markdown shows it literally (no accidental bold, links or tables). */
export const escapeMarkdown = (s: string): string => s.replace(/[\\`*_{}[\]<>()#+!|~]/g, (m) => `\\${m}`);

/** The changes as a Markdown list, grouped by file under the file's name, for a job summary. */
export function changesAsMarkdown(changes: readonly WordedChange[]): string {
  if (!changes.length) return NO_VISIBLE_CHANGE;
  return changeGroups(changes)
    .map((g) => [`**${escapeMarkdown(g.name)}** (\`${g.file}\`)`, '', ...g.changes.map((c) => `- ${escapeMarkdown(c.sentence)}${c.line ? ` (line ${c.line})` : ''}`)].join('\n'))
    .join('\n\n');
}

/** One file's changes, ready to render: its name, and each change with its sentence. */
export interface ChangeGroup {
  file: string;
  /** The file's name, the first part of every place: "Home", "Site settings". */
  name: string;
  changes: (WordedChange & { sentence: string })[];
}

/** The changes by file, in the order first met, each with its sentence: what the Studio renders. */
export function changeGroups(changes: readonly WordedChange[]): ChangeGroup[] {
  const groups = new Map<string, ChangeGroup>();
  for (const c of changes) {
    let group = groups.get(c.file);
    if (!group) groups.set(c.file, (group = { file: c.file, name: c.place[0] ?? c.file, changes: [] }));
    group.changes.push({ ...c, sentence: changeSentence(c) });
  }
  return [...groups.values()];
}
