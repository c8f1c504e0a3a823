import { readdirSync } from 'node:fs';
import os from 'node:os';
import { expect, it } from 'vitest';
import { HandOver } from '../../../scripts/content/hand-over.ts';

const spills = () => readdirSync(os.tmpdir()).filter((name) => name.startsWith('site-hand-over-'));

it('holds pages up to its budget and puts the rest in a file; each page is taken once, as it was put', () => {
  const before = spills();
  const handOver = new HandOver(50);
  const pages = Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`content/pages/p${i}.yaml`, JSON.stringify({ title: `Page ${i} · ₹ 5,000 — “quoted” 😀`, i })]));
  for (const [file, json] of Object.entries(pages)) handOver.put(file, json);
  // The first page fits the budget; the others are in one file.
  expect(spills().filter((name) => !before.includes(name))).toHaveLength(1);
  for (const [file, json] of Object.entries(pages).reverse()) expect(handOver.take(file)).toBe(json);
  expect(handOver.take('content/pages/p1.yaml')).toBeUndefined();
  expect(handOver.take('content/pages/unknown.yaml')).toBeUndefined();
  // Every page taken: its file is gone.
  expect(spills().filter((name) => !before.includes(name))).toEqual([]);
});

it('lets go of its file when closed with pages not taken', () => {
  const before = spills();
  const handOver = new HandOver(0);
  handOver.put('content/pages/a.yaml', '{"a":1}');
  handOver.put('content/pages/b.yaml', '{"b":2}');
  expect(handOver.take('content/pages/a.yaml')).toBe('{"a":1}');
  expect(spills().filter((name) => !before.includes(name))).toHaveLength(1);
  handOver.close();
  expect(spills().filter((name) => !before.includes(name))).toEqual([]);
  expect(handOver.take('content/pages/b.yaml')).toBeUndefined();
});
