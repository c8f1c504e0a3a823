import { isCollection, isMap, isScalar, isSeq, parseAllDocuments, stringify, visit, type Document, type Node } from 'yaml';
import { cleanData, isPlainObject, sameData } from './data.ts';
import { applyEdits } from './edits.ts';
import { nodeEdits, writtenOut, type Source } from './node-edits.ts';
import { WRITE_OPTIONS } from './render.ts';

/** Thrown when the original text is not valid YAML: edit it as text first. */
export class YamlSyntaxError extends Error {}

/** Whether every document of `text` reads as `data` does: the edited one as the new data, the others unchanged. */
function readsAs(text: string, data: unknown[]): boolean {
  try {
    const docs = parseAllDocuments(text, { logLevel: 'error' });
    return Array.isArray(docs) && docs.length === data.length && docs.every((d, i) => !d.errors.length && sameData(d.toJS(), data[i]));
  } catch {
    return false;
  }
}

/** The edits within one document, with aliases of an edited anchor written out as the values they keep. */
function documentEdits(text: string, doc: Document.Parsed, data: unknown) {
  const source: Source = { text, doc, changedAnchors: new Set() };
  const edits = nodeEdits(source, doc.contents, data, { indent: 0, inFlow: false });
  if (!edits || !source.changedAnchors!.size) return edits;
  const untouched = ([from, to]: number[]) => !edits.some((e) => e.from < to! && e.to > from!);
  visit(doc, {
    Alias(_, alias, path) {
      if (!alias.range || !source.changedAnchors!.has(alias.resolve(doc)) || !untouched(alias.range)) return;
      const inFlow = path.some((p) => isCollection(p) && p.flow);
      const lineStart = text.lastIndexOf('\n', alias.range[0] - 1) + 1;
      const indent = text.slice(lineStart).length - text.slice(lineStart).trimStart().length + 2;
      edits.push(...writtenOut(source, alias, alias.toJS(doc), { indent, inFlow }));
    },
  });
  return edits;
}

/**
 * Last resort when a change cannot be made as a minimal edit (an anchor, a tag, a key that is not
 * text): the document's own nodes take the new values, so comments and styles the yaml package
 * keeps survive, and it is printed again.
 */
function syncNode(doc: Document, node: unknown, value: unknown): unknown {
  if (isScalar(node) && (typeof value !== 'object' || value === null)) {
    node.value = value;
    return node;
  }
  if (isMap(node) && isPlainObject(value)) {
    for (const pair of [...node.items]) {
      const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      if (!Object.hasOwn(value, key)) node.delete(pair.key);
      else pair.value = syncNode(doc, pair.value, value[key]);
    }
    for (const [key, v] of Object.entries(value)) if (!node.has(key)) node.set(key, doc.createNode(v));
    return node;
  }
  if (isSeq(node) && Array.isArray(value)) {
    node.items = value.map((v, i) => (i < node.items.length ? syncNode(doc, node.items[i], v) : doc.createNode(v)));
    return node;
  }
  return doc.createNode(value);
}

/**
 * The original YAML text with only what differs from `newData` rewritten: comments, blank lines,
 * key order, quoting and flow style of everything else stay byte for byte, and
 * `rewriteYaml(text, parse(text)) === text`. Pure, runs in the browser (the Studio saves and shows
 * the diff of its result). The result always reads back as `newData`.
 */
export function rewriteYaml(originalText: string, newData: unknown, options: { document?: number } = {}): string {
  const data = cleanData(newData);
  const parsed = parseAllDocuments(originalText, { keepSourceTokens: true, logLevel: 'error' });
  const docs = Array.isArray(parsed) ? parsed : [];
  const failed = docs.find((d) => d.errors.length);
  if (failed) throw new YamlSyntaxError(`The file is not valid YAML (${failed.errors[0]!.message.split('\n')[0]}); fix it as text first.`);
  if (!docs.length) return stringify(data, WRITE_OPTIONS);
  // A file of several documents (`---` between them) is edited one document at a time; the others keep their bytes.
  const index = options.document ?? 0;
  const doc = docs[index];
  if (!doc) throw new RangeError(`The file has ${docs.length} documents; there is no document ${index + 1}.`);
  if (sameData(doc.toJS(), data)) return originalText;
  const expected = docs.map((d, i) => (i === index ? data : d.toJS()));
  if (doc.contents) {
    try {
      const edits = documentEdits(originalText, doc, data);
      const out = edits && applyEdits(originalText, edits);
      if (out !== null && readsAs(out, expected)) return out;
    } catch {
      // Fall through to the document-level rewrite below.
    }
    (doc as Document).contents = syncNode(doc, doc.contents, data) as Node;
    // Only this document's text is printed again, in its place.
    const [from, , end] = doc.range;
    const printed = doc.toString(WRITE_OPTIONS);
    const out = docs.length === 1 ? printed : originalText.slice(0, from) + printed.replace(/^(%.*\n)*---\n/, originalText.slice(from, from + 4) === '---\n' ? '---\n' : '') + originalText.slice(end);
    if (readsAs(out, expected)) return out;
  }
  if (docs.length === 1) return stringify(data, WRITE_OPTIONS);
  throw new YamlSyntaxError('This document of the file could not be changed without changing the others; edit it as text.');
}
