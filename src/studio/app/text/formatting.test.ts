import { describe, expect, it } from 'vitest';
import { bullets, heading, link, numbered, picture, wrap } from './formatting.ts';

const sel = (text: string, part: string) => [text.indexOf(part), text.indexOf(part) + part.length] as const;

describe('formatting buttons write the Markdown a person would type', () => {
  it('bolds and un-bolds the selection, keeping spaces outside the marks', () => {
    const text = 'Bring the task that takes time.';
    const [s, e] = sel(text, 'task ');
    const bold = wrap(text, s, e, '**', 'bold words');
    expect(bold.text).toBe('Bring the **task** that takes time.');
    expect(bold.text.slice(bold.start, bold.end)).toBe('task');
    expect(wrap(bold.text, bold.start, bold.end, '**', 'x').text).toBe(text);
    const italic = wrap(text, ...sel(text, 'time'), '*', 'x');
    expect(italic.text).toBe('Bring the task that takes *time*.');
  });

  it('offers words to type over when nothing is selected', () => {
    const out = wrap('Hello ', 6, 6, '**', 'bold words');
    expect(out.text).toBe('Hello **bold words**');
    expect(out.text.slice(out.start, out.end)).toBe('bold words');
  });

  it('makes lines points, numbered points or a heading, and takes them away again', () => {
    const text = 'Intro\nfirst\nsecond\nEnd';
    const [s, e] = sel(text, 'first\nsecond');
    const points = bullets(text, s, e);
    expect(points.text).toBe('Intro\n- first\n- second\nEnd');
    expect(bullets(points.text, points.start, points.end).text).toBe(text);
    expect(numbered(text, s, e).text).toBe('Intro\n1. first\n2. second\nEnd');
    expect(numbered(points.text, points.start, points.end).text).toBe('Intro\n1. first\n2. second\nEnd');
    expect(heading(text, 2, 2).text).toBe('## Intro\nfirst\nsecond\nEnd');
  });

  it('links the selection, and puts a picture on a line of its own', () => {
    const text = 'Book a call today.';
    expect(link(text, ...sel(text, 'a call'), '/strategy-call').text).toBe('Book [a call](/strategy-call) today.');
    expect(link('', 0, 0, '/about', 'About us').text).toBe('[About us](/about)');
    expect(picture('Para one.', 4, '/blog/x.webp', 'A chart').text).toBe('Para one.\n\n![A chart](/blog/x.webp)\n');
  });
});
