import { TextSelection } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';

/**
 * Where the caret is as the person sees it, taken into the editor before a key acts. Chrome tells the
 * page that the caret moved (selectionchange) a moment after the key that moved it, and ProseMirror
 * learns it only then; a key pressed in that moment (Ctrl+B after Home and Ctrl+Shift+→, Enter after
 * Ctrl+End, right after the box took the focus) would act where the caret was before. A busy machine
 * makes that moment long, so a quick typist's bold or new point landed in the wrong place.
 */
export function caretFromPage(view: EditorView): void {
  const dom = view.dom.ownerDocument.getSelection();
  const held = view.state.selection;
  if (!view.hasFocus() || !(held instanceof TextSelection) || !dom?.anchorNode || !dom.focusNode) return;
  if (!view.dom.contains(dom.anchorNode) || !view.dom.contains(dom.focusNode)) return;
  let anchor: number;
  let head: number;
  try {
    anchor = view.posAtDOM(dom.anchorNode, dom.anchorOffset);
    head = view.posAtDOM(dom.focusNode, dom.focusOffset);
  } catch {
    // A place the editor cannot name (inside a figure's chip): it keeps its own.
    return;
  }
  if (anchor === held.anchor && head === held.head) return;
  const { doc } = view.state;
  if (Math.max(anchor, head) > doc.content.size || Math.min(anchor, head) < 0) return;
  view.dispatch(view.state.tr.setSelection(TextSelection.between(doc.resolve(anchor), doc.resolve(head))));
}
