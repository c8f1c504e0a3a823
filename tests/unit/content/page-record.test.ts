import { describe, expect, it } from 'vitest';
import { keptLine, lineOf, recordOf, recordWith, type PageRecord } from '../../../scripts/content/page-record.ts';

const plain: PageRecord = {
  file: 'content/pages/a.yaml',
  hash: 'h1',
  stamp: '1:2:3:4',
  resolved: [],
  own: [],
  parsed: true,
  blank: [],
  links: [],
  title: 'Café · a',
  noindex: false,
  prepared: [],
  valid: true,
  asked: [],
  dataKey: 'k1',
  ids: ['one'],
  uses: [{ id: 'one', path: ['blocks', 0, 'text'], k: 0 }],
};

describe('a page record as a line of the check cache', () => {
  it('leaves out the fields at their defaults, and reads them back', () => {
    const line = lineOf(plain);
    for (const field of ['resolved', 'own', 'parsed', 'blank', 'links', 'noindex', 'prepared', 'valid']) expect(line).not.toContain(`"${field}"`);
    expect(line).toMatch(/,"ids":\["one"\],"asked":\[\],"uses":\[.*\]\}$/);
    expect(line).toMatch(/^[\x20-\x7e]+$/);
    const read = recordOf(line);
    expect({ ...read, uses: read.uses }).toEqual(plain);
    expect(keptLine(read)).toBe(line);
  });

  it('keeps every field that differs from its default', () => {
    const problem = { file: plain.file, line: 3, col: 5, message: 'The "heading" is "uses":' };
    const odd: PageRecord = { ...plain, resolved: [problem], own: [problem], parsed: false, blank: [problem], links: [problem], noindex: true, prepared: [problem], valid: false, asked: [['/x', 'null']], ids: [], uses: [], addresses: 'a1' };
    const read = recordOf(lineOf(odd));
    expect({ ...read, uses: read.uses }).toEqual(odd);
  });

  it('reads each distinct list once, shared by the records that have it, even where a field holds the lists’ keys', () => {
    const tricky = { file: plain.file, line: 1, col: 1, message: 'x ,"ids":["no"],"asked":[],"uses":[] y', ids: ['not', 'these'], uses: [] };
    const a: PageRecord = { ...plain, file: 'content/pages/a.yaml', asked: [['/x', 'null']], own: [tricky as never] };
    const b: PageRecord = { ...plain, file: 'content/pages/b.yaml', asked: [['/x', 'null']] };
    const lists = new Map<string, unknown>();
    const [readA, readB] = [recordOf(lineOf(a), lists), recordOf(lineOf(b), lists)];
    expect({ ...readA, uses: readA.uses }).toEqual(a);
    expect({ ...readB, uses: readB.uses }).toEqual(b);
    expect(readA.asked).toBe(readB.asked);
    expect(readA.ids).toBe(readB.ids);
    expect(recordOf(lineOf(a)).asked).not.toBe(readA.asked);
  });

  it('is copied with its uses, which a spread would leave behind', () => {
    const read = recordOf(lineOf(plain));
    const copy = recordWith(read, { stamp: '5:6:7:8' });
    expect(copy.uses).toEqual(plain.uses);
    expect(copy.stamp).toBe('5:6:7:8');
    expect(keptLine(copy)).toBeUndefined();
    expect(recordOf(lineOf(copy)).uses).toEqual(plain.uses);
  });

  it('refuses a line that is not a record', () => {
    expect(() => recordOf('{"uses":[]}')).toThrow();
    expect(() => recordOf('{"file":"a","hash":"b"}')).toThrow();
    expect(() => recordOf('{"file":"a","hash":"b","uses":[]}')).toThrow();
    expect(() => recordOf('{"file":"a","hash":"b","ids":{},"asked":[],"uses":[]}')).toThrow();
  });
});
