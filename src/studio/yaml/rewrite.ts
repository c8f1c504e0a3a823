import { isMap, isScalar, isSeq, parse, parseDocument, stringify, type Document, type Node } from 'yaml';
import { cleanData, isPlainObject, sameData } from './data.ts';
import { applyEdits } from './edits.ts';
import { nodeEdits } from './node-edits.ts';
import { WRITE_OPTIONS } from './render.ts';

/** Thrown when the original text is not valid YAML: edit it as text first. */
export class YamlSyntaxError extends Error {}

function readsAs(text: string, data: unknown): boolean {
  try {
    return sameData(parse(text), data);
  } catch {
    return false;
  }
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
export function rewriteYaml(originalText: string, newData: unknown): string {
  const data = cleanData(newData);
  const doc = parseDocument(originalText, { keepSourceTokens: true });
  if (doc.errors.length) throw new YamlSyntaxError(`The file is not valid YAML (${doc.errors[0]!.message.split('\n')[0]}); fix it as text first.`);
  if (sameData(doc.toJS(), data)) return originalText;
  if (doc.contents) {
    try {
      const edits = nodeEdits({ text: originalText, doc }, doc.contents, data, { indent: 0, inFlow: false });
      const out = edits && applyEdits(originalText, edits);
      if (out !== null && readsAs(out, data)) return out;
    } catch {
      // Fall through to the document-level rewrite below.
    }
    (doc as Document).contents = syncNode(doc, doc.contents, data) as Node;
    const out = doc.toString(WRITE_OPTIONS);
    if (readsAs(out, data)) return out;
  }
  return stringify(data, WRITE_OPTIONS);
}
