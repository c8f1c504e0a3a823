import type { CodeToken } from '../../src/generated/content.ts';

type Kind = CodeToken['kind'];

// One alternative per kind of token; JSON has no other lexical forms.
const TOKEN = /(\s+)|("(?:[^"\\\n]|\\.)*")(\s*:)?|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|(true|false|null)\b|([{}[\],:])/y;

/**
 * Splits a JSON sample into coloured tokens at build time, so pages ship spans, not a highlighter.
 * Throws when the sample is not valid JSON: a broken example in developer docs is worse than none.
 */
export function highlightJson(code: string): CodeToken[] {
  try {
    JSON.parse(code);
  } catch (err) {
    throw new Error(`the code is not valid JSON (${err instanceof Error ? err.message : String(err)})`);
  }
  const tokens: CodeToken[] = [];
  const push = (kind: Kind, text: string) => {
    const last = tokens[tokens.length - 1];
    if (last && last.kind === kind && kind === 'plain') last.text += text;
    else tokens.push({ kind, text });
  };
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < code.length) {
    const at = TOKEN.lastIndex;
    const m = TOKEN.exec(code);
    if (!m) throw new Error(`unexpected character at position ${at} of the code`);
    const [, space, string, colon, number, literal, punctuation] = m;
    if (space) push('plain', space);
    else if (string !== undefined) {
      push(colon ? 'key' : 'string', string);
      if (colon) {
        const gap = colon.slice(0, -1);
        if (gap) push('plain', gap);
        push('punctuation', ':');
      }
    } else if (number) push('number', number);
    else if (literal) push('literal', literal);
    else if (punctuation) push('punctuation', punctuation);
  }
  return tokens;
}
