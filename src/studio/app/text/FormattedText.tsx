import { Editor } from '@tiptap/core';
import { useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import type { FormContext } from '../forms/context.ts';
import { ToolIcon } from '../ui/ToolIcon.tsx';
import { useRoving } from '../ui/useRoving.ts';
import { ClaimText, INSERT_EVENT, type ClaimTextProps } from './ClaimText.tsx';
import { LinkDialog, PictureDialog } from './InsertDialogs.tsx';
import { caretFromPage } from './caretFromPage.ts';
import { caretThroughChange } from './caretThroughChange.ts';
import { CHIP, claimLabel, claimsIn, fillChip } from './claimDom.ts';
import { Echoes } from './echoes.ts';
import { TOOLS, type Tool } from './formatting.ts';
import { load, save, type Block, type Source } from './markdownSplice.ts';
import { wordListsToLists } from './pasteCleanup.ts';
import { codecFor, extensionsFor } from './richMarkdown.ts';

interface Props extends Omit<ClaimTextProps, 'multiline' | 'claims' | 'onKeyDown'> {
  tools: readonly Tool[];
  context: FormContext;
  /** The field's name, for the toolbar. */
  label: string;
}

const ICONS: Record<Tool, ReactNode> = { heading: 'H', bold: 'B', italic: 'I', list: '•', numbered: '1.', link: <ToolIcon name="link" />, picture: <ToolIcon name="picture" /> };
const MARK: Partial<Record<Tool, [string, Record<string, unknown>?]>> = {
  heading: ['heading'],
  bold: ['bold'],
  italic: ['italic'],
  list: ['bulletList'],
  numbered: ['orderedList'],
  link: ['link'],
};

/**
 * A formatted text (an answer, a legal text, an article) edited as it reads: bold looks bold, points
 * are points, figures are chips. Only the formatting the field's schema allows is offered. The file
 * keeps Markdown: blocks nobody touched keep their bytes, an edit rewrites only its own block
 * (markdownSplice.ts). A text with something the field does not take is shown as written instead.
 */
export function FormattedText({ tools, context, label, ...props }: Props) {
  const extensions = useMemo(() => extensionsFor(tools, (el, token) => paint(el, token)), [tools.join()]); // eslint-disable-line react-hooks/exhaustive-deps
  const codec = useMemo(() => codecFor(extensions), [extensions]);
  const [opened] = useState(() => tryLoad(props.value, codec));
  // A new heading takes the level the text's sections already have (a post's #, a legal text's ##).
  const level = (opened?.blocks.find((b) => b.type === 'heading')?.attrs as { level?: 1 | 2 | 3 | 4 } | undefined)?.level ?? 2;
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<Editor>(null);
  const loaded = useRef<{ source: Source; value: string } | undefined>(opened && { source: opened.source, value: props.value });
  // What the editor told the form, to know it when the form gives it back (see the effect below).
  const [echoes] = useState(() => new Echoes());
  const latest = useRef({ props, context });
  latest.current = { props, context };
  const roving = useRoving<HTMLDivElement>();
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const [asking, setAsking] = useState<'link' | 'picture'>();
  const [linkHref, setLinkHref] = useState('');

  function paint(el: HTMLElement, token: string) {
    const id = token.slice(2, -2).trim();
    fillChip(el, token, id, latest.current.context.claims.get(id));
  }

  const use = (tool: Tool) => {
    const e = editor.current;
    if (!e) return;
    const chain = e.chain().focus();
    if (tool === 'bold') return chain.toggleBold().run();
    if (tool === 'italic') return chain.toggleItalic().run();
    if (tool === 'heading') return chain.toggleHeading({ level }).run();
    if (tool === 'list') return chain.toggleBulletList().run();
    if (tool === 'numbered') return chain.toggleOrderedList().run();
    setLinkHref(tool === 'link' ? String(e.getAttributes('link').href ?? '') : '');
    setAsking(tool);
  };
  const useRefd = useRef(use);
  useRefd.current = use;

  useEffect(() => {
    if (!opened || !host.current) return;
    const { id, labelledBy, disabled } = latest.current.props;
    const e = new Editor({
      element: host.current,
      extensions,
      content: { type: 'doc', content: opened.blocks },
      editable: !disabled,
      // The Studio's page policy allows no inline style; the editor's few rules are in studio.css.
      injectCSS: false,
      editorProps: {
        attributes: {
          id,
          role: 'textbox',
          'aria-multiline': 'true',
          ...(labelledBy ? { 'aria-labelledby': labelledBy } : {}),
          spellcheck: 'true',
          class: 'input claim-text claim-text--formatted rich-text',
          // The Insert-a-claim picker finds text boxes by this mark.
          'data-claim-text': '',
        },
        transformPastedHTML: wordListsToLists,
        handleKeyDown: (view, event) => {
          if (!event.isComposing) caretFromPage(view);
          const key = event.key.toLowerCase();
          const { onUndo, onRedo } = latest.current.props;
          if ((event.ctrlKey || event.metaKey) && !event.altKey && (key === 'z' || key === 'y')) {
            event.preventDefault();
            echoes.ask();
            if (key === 'y' || event.shiftKey) onRedo?.();
            else onUndo?.();
            return true;
          }
          const tool = (['link', 'picture'] as const).find((t) => tools.includes(t) && TOOLS[t].shortcut(event));
          if (!tool) return false;
          event.preventDefault();
          useRefd.current(tool);
          return true;
        },
        handleClickOn: (_view, _pos, node, _nodePos, event) => {
          if (node.type.name !== 'claim') return false;
          const chip = (event.target as Element).closest(`[${CHIP}]`);
          if (chip) latest.current.props.onOpenClaim?.(chip.getAttribute(CHIP)!);
          return true;
        },
      },
      onUpdate: ({ editor: ed }) => {
        const at = loaded.current;
        if (!at) return;
        const text = save(at.source, (ed.getJSON().content ?? []) as Block[], codec);
        if (text === at.value) return;
        at.value = text;
        echoes.tell(text);
        latest.current.props.onChange(text);
      },
      onTransaction: () => redraw(),
    });
    editor.current = e;
    // The Insert-a-claim picker sends {{claim}} for the caret's place: it goes in as a chip.
    const onInsert = (event: Event) => {
      const token = (event as CustomEvent<string>).detail;
      e.chain().focus().insertContent({ type: 'claim', attrs: { token } }).run();
    };
    e.view.dom.addEventListener(INSERT_EVENT, onInsert);
    return () => {
      e.view.dom.removeEventListener(INSERT_EVENT, onInsert);
      e.destroy();
      editor.current = null;
    };
  }, [extensions]); // eslint-disable-line react-hooks/exhaustive-deps

  // A text changed from outside (undo, a merge) is loaded again, as it now is. A value the editor
  // itself gave a few keys ago, coming back late through the form while the person types on, is not
  // from outside: loading it would drop the keys typed since and move the caret (echoes.ts).
  useEffect(() => {
    const e = editor.current;
    const at = loaded.current;
    if (!e || !at) return;
    if (at.value === props.value) return echoes.settled();
    if (echoes.isEcho(props.value, e.view.hasFocus())) return;
    const next = tryLoad(props.value, codec);
    if (!next) return;
    loaded.current = { source: next.source, value: props.value };
    const { doc, selection } = e.state;
    e.commands.setContent({ type: 'doc', content: next.blocks }, { emitUpdate: false });
    e.commands.setTextSelection(caretThroughChange(doc, e.state.doc, selection.head));
  }, [props.value, codec]);

  // The field's problems and help follow the check (the editor's other attributes are fixed).
  useEffect(() => {
    const dom = editor.current?.view.dom;
    if (!dom) return;
    dom.toggleAttribute('aria-invalid', !!props.invalid);
    if (props.invalid) dom.setAttribute('aria-invalid', 'true');
    const by = [props.describedBy, claimsIn(props.value).length ? `${props.id}__claims` : undefined].filter(Boolean).join(' ');
    if (by) dom.setAttribute('aria-describedby', by);
    else dom.removeAttribute('aria-describedby');
  }, [props.invalid, props.describedBy, props.id, props.value]);

  // Chips follow their claim's value when it changes in Figures and facts.
  const claimKey = claimsIn(props.value).map((c) => `${c}=${context.claims.get(c)?.value ?? ''}`).join();
  useEffect(() => {
    host.current?.querySelectorAll<HTMLElement>('[data-token]').forEach((el) => paint(el, el.getAttribute('data-token')!));
  }, [claimKey]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!opened) {
    return (
      <div className="formatted">
        <p className="field__help">This text has formatting this field does not take, so it is shown as written; the problem is named below.</p>
        <ClaimText {...props} multiline claims={context.claims} />
      </div>
    );
  }

  const e = editor.current;
  const used = claimsIn(props.value);
  const insertLink = (href: string) => {
    if (!e) return;
    const { empty } = e.state.selection;
    const words = context.routes.find((r) => r.route === href)?.title ?? href;
    const chain = e.chain().focus();
    if (empty && !e.isActive('link')) chain.insertContent({ type: 'text', text: words, marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.extendMarkRange('link').setLink({ href }).run();
  };
  return (
    <div className="formatted">
      <div className="formatted__tools" role="toolbar" aria-label={`Formatting of ${label}`} aria-controls={props.id} {...roving}>
        {tools.map((tool) => {
          const mark = MARK[tool];
          const on = !!(e && mark && e.isActive(mark[0], mark[1]));
          return (
            <button
              key={tool}
              type="button"
              className={`tool tool--text tool--${tool}`}
              aria-keyshortcuts={TOOLS[tool].keys}
              aria-pressed={mark ? on : undefined}
              title={`${TOOLS[tool].label} (${TOOLS[tool].keys.replace('Control', 'Ctrl')})`}
              disabled={props.disabled}
              // Keeps the selection in the text while the button is pressed.
              onMouseDown={(ev) => ev.preventDefault()}
              onClick={() => use(tool)}
            >
              <span aria-hidden="true">{ICONS[tool]}</span>
              <span className="visually-hidden">{TOOLS[tool].label}</span>
            </button>
          );
        })}
      </div>
      <div ref={host} className={`formatted__body${props.invalid ? ' formatted__body--invalid' : ''}`} />
      {used.length > 0 && (
        <p className="claim-text__used" id={`${props.id}__claims`}>
          <span className="claim-text__used-label">Figures and facts here:</span>{' '}
          {used.map((claim) => (
            <button key={claim} type="button" className="claim-text__open" onClick={() => props.onOpenClaim?.(claim)} disabled={!props.onOpenClaim}>
              {context.claims.get(claim)?.value ?? claim}
              <span className="visually-hidden"> ({claimLabel(claim, context.claims.get(claim))}): open it to change it everywhere</span>
            </button>
          ))}
        </p>
      )}
      {asking === 'link' && <LinkDialog id={props.id} context={context} href={linkHref} onClose={() => setAsking(undefined)} onDone={insertLink} />}
      {asking === 'picture' && (
        <PictureDialog id={props.id} context={context} onClose={() => setAsking(undefined)} onDone={(src, alt) => e?.chain().focus().setImage({ src, alt }).run()} />
      )}
    </div>
  );
}

/** The text as the editor's blocks, or undefined when it holds what the field does not take. */
function tryLoad(value: string, codec: ReturnType<typeof codecFor>): { blocks: Block[]; source: Source } | undefined {
  try {
    return load(value, codec);
  } catch {
    return undefined;
  }
}
