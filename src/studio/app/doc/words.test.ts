import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { changeSentence } from '../../../../scripts/content/changes/index.ts';
import { savedSurroundings, wordedChanges } from './words.ts';

// "Saved changes" tells a sentence with a figure by the figure's value, even when the figure was
// renamed since the last commit (the page's text then names it differently before and after).
const claims = (id: string, value: string) => `figures:\n  ${id}:\n    value: "${value}"\n    source: Our count\n    as_of: 2026-01-01\n`;
const page = (text: string) => `blocks:\n  - type: hero\n    headline: "${text}"\n`;

describe('saved changes in words', () => {
  const committed = claims('reply-hours', '24');
  const saved = claims('answer-hours', '24');
  const files = [
    { path: 'content/claims.yaml', before: committed, after: saved },
    { path: 'content/pages/index.yaml', before: page('Replies in {{reply-hours}} hours'), after: page('Replies in {{answer-hours}} hours, every day') },
  ];
  // The Studio's surroundings while editing: the claims as saved (and as being edited).
  const editing = { site: {}, claims: { before: parse(saved), after: parse(saved) } };

  it('shows figures by value, never as {{name}}, when the figure was renamed since the last commit', () => {
    const around = savedSurroundings(files, editing);
    const sentences = files.flatMap((f) => wordedChanges(f.path, f.before, f.after, around).map(changeSentence));
    expect(sentences.join('\n')).not.toContain('{{');
    // The page: only the words typed, the figure by its value.
    const pageWords = wordedChanges(files[1]!.path, files[1]!.before, files[1]!.after, around).map(changeSentence);
    expect(pageWords).toHaveLength(1);
    expect(pageWords[0]).toContain('24');
    // The claims file: a rename told as a rename.
    const claimWords = wordedChanges(files[0]!.path, files[0]!.before, files[0]!.after, around).map(changeSentence);
    expect(claimWords).toEqual([expect.stringMatching(/"reply-hours" → "answer-hours"/)]);
  });
});
