import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { rewritePost } from './post.ts';
import { rewriteYaml } from './rewrite.ts';

// Small made-up files for what the real content does not show (yet): comments everywhere, anchors, CRLF.
const FILE = `# Header comment
seo:
  title: Old title # trailing comment
  description: 'single quoted'

blocks:
  # The opening block
  - type: hero
    headline: Hello
    # secondary: { label: Later, href: /later }

  - type: stats
    items:
      - { value: 250, suffix: "+", label: Clients }
      - { value: 98, suffix: "%", label: Happy }

  # Closing block
  - type: cta
    text: |
      Line one
      Line two
`;

type Data = Record<string, any>;
const edit = (change: (d: Data) => void, text = FILE) => {
  const data = parse(text) as Data;
  change(data);
  const out = rewriteYaml(text, data);
  expect(parse(out)).toEqual(data);
  return out;
};

describe('rewriteYaml keeps what it does not change', () => {
  it('keeps a trailing comment and the quote style of a changed value', () => {
    const out = edit((d) => {
      d.seo.title = 'New title';
      d.seo.description = "it's new";
    });
    expect(out).toBe(FILE.replace('Old title # trailing', 'New title # trailing').replace("'single quoted'", "'it''s new'"));
  });

  it('removes a block together with the comment that introduces it', () => {
    const out = edit((d) => d.blocks.splice(2, 1));
    expect(out).toBe(FILE.slice(0, FILE.indexOf('\n\n  # Closing block')) + '\n');
  });

  it('keeps a commented-out field with its block when the block moves', () => {
    const out = edit((d) => d.blocks.push(d.blocks.shift()));
    expect(out).toContain('    headline: Hello\n    # secondary: { label: Later, href: /later }\n');
    expect(out.indexOf('# The opening block')).toBeGreaterThan(out.indexOf('# Closing block'));
    expect(out.startsWith('# Header comment\n')).toBe(true);
  });

  it('edits a block of text as a block, lines kept at their indentation', () => {
    const out = edit((d) => (d.blocks[2].text = 'Line one\nLine 2 changed\n'));
    expect(out).toBe(FILE.replace('      Line two\n', '      Line 2 changed\n'));
  });

  it('adds a key to a flow map inside the braces and removes one with its comma', () => {
    const added = edit((d) => (d.blocks[1].items[0].note = 'new'));
    expect(added).toContain('- { value: 250, suffix: "+", label: Clients, note: new }');
    const removed = edit((d) => delete d.blocks[1].items[1].suffix);
    expect(removed).toContain('- { value: 98, label: Happy }');
  });

  it('turns an emptied list into [] and fills an empty value', () => {
    expect(edit((d) => (d.blocks[1].items = []))).toContain('    items: []\n');
    expect(edit((d) => (d.seo.title = 'Filled'), 'seo:\n  title:\n  other: x\n')).toBe('seo:\n  title: Filled\n  other: x\n');
  });

  it('still writes correct data where an anchor is involved', () => {
    edit((d) => (d.b = 2), 'a: &one 1\nb: *one\n');
  });

  it('refuses a file that is not valid YAML', () => {
    expect(() => rewriteYaml('a: [1, 2\n', { a: [1] })).toThrow(/not valid YAML/);
  });
});

describe('rewritePost', () => {
  const POST = '---\ntitle: "A: title"\nslug: a-post\n---\nBody text.\n';
  it('rewrites the settings minimally and takes the body as typed', () => {
    const out = rewritePost(POST, { title: 'A: better title', slug: 'a-post' }, 'New body.\n');
    expect(out).toBe('---\ntitle: "A: better title"\nslug: a-post\n---\nNew body.\n');
  });
  it('writes a settings block for a file that has none', () => {
    expect(rewritePost('', { title: 'T', slug: 't' }, 'Body\n')).toBe('---\ntitle: T\nslug: t\n---\nBody\n');
  });
});
