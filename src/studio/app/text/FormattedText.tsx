import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { FormContext } from '../forms/context.ts';
import { LinkInput } from '../forms/LinkInput.tsx';
import { PicturePicker } from '../forms/PictureInput.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { ToolIcon } from '../ui/ToolIcon.tsx';
import { ClaimText, type ClaimTextHandle, type ClaimTextProps } from './ClaimText.tsx';
import { bullets, heading, link, numbered, picture, TOOLS, wrap, type Edited, type Tool } from './formatting.ts';
import { Rendered } from './Rendered.tsx';

interface Props extends Omit<ClaimTextProps, 'multiline' | 'claims' | 'onKeyDown'> {
  tools: readonly Tool[];
  context: FormContext;
  /** Shows how the text reads beside it (off where the preview shows it already, as for an article). */
  rendered?: boolean;
  /** The field's name, for the toolbar and the rendered view. */
  label: string;
}

const ICONS: Record<Tool, ReactNode> = { heading: 'H', bold: 'B', italic: 'I', list: '•', numbered: '1.', link: <ToolIcon name="link" />, picture: <ToolIcon name="picture" /> };

/**
 * A formatted text (an answer, a legal text, an article): the words with claims as chips, a row of
 * formatting buttons with their keyboard shortcuts, and how the text reads on the page beside it.
 * The buttons write the same Markdown the file holds; a field nobody touches is never rewritten.
 */
export function FormattedText({ tools, context, rendered = true, label, ...props }: Props) {
  const text = useRef<ClaimTextHandle>(null);
  const [asking, setAsking] = useState<'link' | 'picture'>();
  const [linkHref, setLinkHref] = useState('');
  const [pictureAlt, setPictureAlt] = useState('');
  const [picked, setPicked] = useState<string>();
  const pending = useRef<{ start: number; end: number }>(undefined);

  const apply = (edit: (value: string, start: number, end: number) => Edited) => {
    const handle = text.current;
    if (!handle) return;
    const { start, end } = pending.current ?? handle.selection();
    pending.current = undefined;
    const out = edit(props.value, start, end);
    handle.replace(out.text, out.start, out.end);
  };

  const use = (tool: Tool) => {
    if (tool === 'bold') return apply((v, s, e) => wrap(v, s, e, '**', 'bold words'));
    if (tool === 'italic') return apply((v, s, e) => wrap(v, s, e, '*', 'words in italics'));
    if (tool === 'heading') return apply(heading);
    if (tool === 'list') return apply(bullets);
    if (tool === 'numbered') return apply(numbered);
    pending.current = text.current?.selection();
    setLinkHref('');
    setPictureAlt('');
    setPicked(undefined);
    setAsking(tool);
  };

  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tool = tools.find((t) => TOOLS[t].shortcut(event));
    if (!tool) return;
    event.preventDefault();
    use(tool);
  };

  const toolbarId = `${props.id}__tools`;
  return (
    <div className={`formatted${rendered ? ' formatted--rendered' : ''}`}>
      <div className="formatted__tools" role="toolbar" aria-label={`Formatting of ${label}`} aria-controls={props.id} id={toolbarId}>
        {tools.map((tool) => (
          <button
            key={tool}
            type="button"
            className={`tool tool--text tool--${tool}`}
            aria-keyshortcuts={TOOLS[tool].keys}
            title={`${TOOLS[tool].label} (${TOOLS[tool].keys.replace('Control', 'Ctrl')})`}
            // Keeps the selection in the text while the button is pressed.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => use(tool)}
          >
            <span aria-hidden="true">{ICONS[tool]}</span>
            <span className="visually-hidden">{TOOLS[tool].label}</span>
          </button>
        ))}
      </div>
      <div className="formatted__body">
        <ClaimText ref={text} {...props} multiline claims={context.claims} onKeyDown={keyDown} className="claim-text--formatted" />
        {rendered && <Rendered text={props.value} claims={context.claims} headings={tools.includes('heading')} label={`${label}, as it reads on the page`} />}
      </div>
      {asking === 'link' && (
        <Dialog title="Add a link" onClose={() => setAsking(undefined)}>
          <form
            className="create"
            onSubmit={(e) => {
              e.preventDefault();
              const href = linkHref.trim();
              if (!href) return;
              setAsking(undefined);
              // After the dialog has given the focus back to the text.
              window.setTimeout(() => apply((v, s, en) => link(v, s, en, href, context.routes.find((r) => r.route === href)?.title)));
            }}
          >
            <div className="field">
              <label className="field__label" htmlFor={`${props.id}__link`}>Where the link goes</label>
              <p className="field__help" id={`${props.id}__link-help`}>A page of the site (type to pick one), a full web address, an email or a phone number.</p>
              <LinkInput id={`${props.id}__link`} name="link" value={linkHref} onChange={setLinkHref} context={context} aria-describedby={`${props.id}__link-help`} />
            </div>
            <div className="dialog__actions">
              <button type="submit" className="button button--primary" disabled={!linkHref.trim()}>Add the link</button>
              <button type="button" className="button" onClick={() => setAsking(undefined)}>Cancel</button>
            </div>
          </form>
        </Dialog>
      )}
      {asking === 'picture' && (
        <Dialog title="Add a picture" onClose={() => setAsking(undefined)}>
          <form
            className="create"
            onSubmit={(e) => {
              e.preventDefault();
              if (!picked || !pictureAlt.trim()) return;
              setAsking(undefined);
              window.setTimeout(() => apply((v, s) => picture(v, s, picked, pictureAlt.trim())));
            }}
          >
            <PicturePicker id={`${props.id}__picture`} context={context} onPick={(p) => setPicked(p.src)} />
            {picked && <img className="picture-input__thumb" src={picked} alt="" />}
            <div className="field">
              <label className="field__label" htmlFor={`${props.id}__alt`}>What the picture shows</label>
              <p className="field__help" id={`${props.id}__alt-help`}>Read aloud to people who cannot see it.</p>
              <input id={`${props.id}__alt`} className="input" value={pictureAlt} onChange={(e) => setPictureAlt(e.target.value)} aria-describedby={`${props.id}__alt-help`} />
            </div>
            <div className="dialog__actions">
              <button type="submit" className="button button--primary" disabled={!picked || !pictureAlt.trim()}>Add the picture</button>
              <button type="button" className="button" onClick={() => setAsking(undefined)}>Cancel</button>
            </div>
          </form>
        </Dialog>
      )}
    </div>
  );
}
