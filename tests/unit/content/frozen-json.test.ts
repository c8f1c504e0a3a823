import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrayJson, indentedArrayJson, recordJson, sameRecords, warmProcess } from '../../../scripts/content/frozen-json.ts';

const records = [
  { file: 'a.html', lines: 'one\ntwo', nested: { list: [1, 2, { deep: [] }], empty: {} }, none: null },
  { file: 'b "quoted".html', list: [], unicode: 'é ₹ \u2028' },
];

describe('JSON of records made once (npm run build -- --watch)', () => {
  beforeAll(() => void (warmProcess.on = true));
  afterAll(() => void (warmProcess.on = false));

  it('is exactly JSON.stringify, flat and indented, for any records, kept or not', () => {
    for (const on of [true, false]) {
      warmProcess.on = on;
      expect(recordJson(records[0]!)).toBe(JSON.stringify(records[0]));
      expect(arrayJson(records)).toBe(JSON.stringify(records));
      expect(indentedArrayJson(records)).toBe(JSON.stringify(records, null, 2));
      expect(arrayJson([])).toBe(JSON.stringify([]));
      expect(indentedArrayJson([])).toBe(JSON.stringify([], null, 2));
    }
    warmProcess.on = true;
  });

  it('makes a record’s JSON once: a record is replaced, never changed', () => {
    const record = { file: 'c.html', size: 1 };
    const first = recordJson(record);
    // Changed behind its back (which the build never does), the kept JSON shows it was kept.
    record.size = 3;
    expect(arrayJson([record, record])).toBe(`[${first},${first}]`);
    // Another object with other contents gets its own JSON.
    expect(recordJson({ ...record, size: 2 })).toBe('{"file":"c.html","size":2}');
  });

  it('tells two lists of records apart by their JSON, not only by identity', () => {
    const a = { file: 'a.html', size: 1 };
    expect(sameRecords([a], [a])).toBe(true);
    expect(sameRecords([a], [{ file: 'a.html', size: 1 }])).toBe(true);
    expect(sameRecords([a], [{ file: 'a.html', size: 2 }])).toBe(false);
    expect(sameRecords([a], [a, a])).toBe(false);
  });
});
