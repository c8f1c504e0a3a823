import { describe, expect, it } from 'vitest';
import { load, save, type Block } from './markdownSplice.ts';
import { codecFor, extensionsFor } from './richMarkdown.ts';

const codec = codecFor(extensionsFor(['heading', 'bold', 'italic', 'list', 'numbered', 'link']));
const text = (t: string): Block => ({ type: 'paragraph', content: [{ type: 'text', text: t }] });

// Written the way people and other tools write Markdown, not the way the serializer would.
const ODD = '__Why__ we  do it:\n\n\n* one\n* two with {{reply-time}}\n\nSee [the call](/strategy-call "Book") *soon*.\nA soft line.\n\n## Next\n';

describe('rich text round-trip', () => {
  it('gives back every byte of a text nobody touched', () => {
    const { blocks, source } = load(ODD, codec);
    expect(save(source, blocks, codec)).toBe(ODD);
  });

  it('rewrites only the paragraph that was edited', () => {
    const { blocks, source } = load(ODD, codec);
    const edited = blocks.map((b, i) => (i === 2 ? { ...b, content: [...(b.content as Block[]), { type: 'text', text: ' Now.' }] } : b));
    const out = save(source, edited, codec);
    const [first, list] = ODD.split('\n\n\n');
    expect(out.startsWith(`${first}\n\n\n${list!.split('\n\nSee')[0]}\n\n`)).toBe(true);
    expect(out.endsWith('\n\n## Next\n')).toBe(true);
    expect(out).toContain('Now.');
    // The edited paragraph keeps its link, emphasis and soft line in Markdown the site reads the same.
    expect(codec.serialize([load(out, codec).blocks[2]!])).toBe(codec.serialize([edited[2]!]));
    expect(out).toContain("[the call](/strategy-call \"Book\") *soon*.\nA soft line. Now.");
  });

  it('keeps a claim as its token and writes new blocks in plain Markdown', () => {
    const { blocks, source } = load('Reply in {{reply-time}}.', codec);
    const list: Block = { type: 'bulletList', content: [{ type: 'listItem', content: [text('a')] }, { type: 'listItem', content: [text('b*c')] }] };
    const out = save(source, [...blocks, list], codec);
    expect(out).toBe('Reply in {{reply-time}}.\n\n- a\n- b\\*c');
  });

  it('a list put before the first paragraph, or after the last, stands apart from it by a blank line', () => {
    const two = 'First **words**.\n\nThen [more](/strategy-call).\n';
    const { blocks, source } = load(two, codec);
    const list: Block = { type: 'bulletList', content: [{ type: 'listItem', content: [text('a')] }, { type: 'listItem', content: [text('b')] }] };
    // The empty line the editor shows where Enter was pressed comes along; it is not part of the text.
    expect(save(source, [{ type: 'paragraph' }, list, ...blocks], codec)).toBe(`- a\n- b\n\n${two}`);
    expect(save(source, [list, ...blocks], codec)).toBe(`- a\n- b\n\n${two}`);
    expect(save(source, [blocks[0]!, list, blocks[1]!], codec)).toBe('First **words**.\n\n- a\n- b\n\nThen [more](/strategy-call).\n');
    expect(save(source, [...blocks, list], codec)).toBe(`${two.trimEnd()}\n\n- a\n- b\n`);
    // A first paragraph changed as well: the new list and it go through the serializer together.
    expect(save(source, [list, text('First words!'), blocks[1]!], codec)).toBe('- a\n- b\n\nFirst words!\n\nThen [more](/strategy-call).\n');
    // Whatever is saved reads back as the same blocks, the list apart from the paragraphs.
    const out = save(source, [list, ...blocks], codec);
    expect(load(out, codec).blocks.map((b) => b.type)).toEqual(['bulletList', 'paragraph', 'paragraph']);
  });

  it('a text that began with blank lines keeps a list put before its first paragraph apart from it', () => {
    const { blocks, source } = load('\n\nOnly words.', codec);
    const list: Block = { type: 'bulletList', content: [{ type: 'listItem', content: [text('a')] }] };
    const out = save(source, [list, ...blocks], codec);
    expect(out).toBe('- a\n\nOnly words.');
    expect(load(out, codec).blocks.map((b) => b.type)).toEqual(['bulletList', 'paragraph']);
  });

  it('drops a removed block and the empty lines the editor shows, and keeps the rest as it was', () => {
    const { blocks, source } = load(ODD, codec);
    const out = save(source, [blocks[0]!, { type: 'paragraph' }, blocks[3]!], codec);
    expect(out).toBe('__Why__ we  do it:\n\n## Next\n');
  });

  it('reads a link whose words are a figure, and a post\'s # headings, without changing a byte', () => {
    const article = codecFor(extensionsFor(['heading', 'bold', 'italic', 'list', 'numbered', 'link', 'picture']));
    const text = '# Reach us\n\nWrite to [{{contact-email}}](mailto:{{contact-email}}) or call [{{phone}}](tel:{{phone}}).\n\n![A chart](/images/chart.webp)\n';
    const { blocks, source } = load(text, article);
    expect(blocks[1]!.content).toContainEqual({ type: 'claim', attrs: { token: '{{contact-email}}' }, marks: [{ type: 'link', attrs: { href: 'mailto:{{contact-email}}', title: null, class: null, rel: null, target: null } }] });
    expect(save(source, blocks, article)).toBe(text);
    expect(article.serialize([blocks[1]!])).toBe('Write to [{{contact-email}}](mailto:{{contact-email}}) or call [{{phone}}](tel:{{phone}}).');
  });

  it('refuses what the field does not take, so the field can say so', () => {
    const answer = codecFor(extensionsFor(['bold', 'list']));
    expect(() => answer.parse('## A heading')).toThrow();
  });
});
