import { useState } from 'react';
import type { FormContext } from '../forms/context.ts';
import { LinkInput } from '../forms/LinkInput.tsx';
import { PicturePicker } from '../forms/PictureInput.tsx';
import { Dialog } from '../ui/Dialog.tsx';

/**
 * The two questions a formatted text asks before it inserts something: where a link goes, and which
 * picture with which words. Each keeps its answers until it is closed; `onDone` gets them once the
 * dialog has given the focus back to the text.
 */
export function LinkDialog({ id, context, href, onClose, onDone }: { id: string; context: FormContext; href: string; onClose: () => void; onDone: (href: string) => void }) {
  const [value, setValue] = useState(href);
  return (
    <Dialog title="Add a link" onClose={onClose}>
      <form
        className="create"
        onSubmit={(ev) => {
          ev.preventDefault();
          const chosen = value.trim();
          if (!chosen) return;
          onClose();
          window.setTimeout(() => onDone(chosen));
        }}
      >
        <div className="field">
          <label className="field__label" htmlFor={`${id}__link`}>Where the link goes</label>
          <p className="field__help" id={`${id}__link-help`}>A page of the site (type to pick one), a full web address, an email or a phone number.</p>
          <LinkInput id={`${id}__link`} name="link" value={value} onChange={setValue} context={context} aria-describedby={`${id}__link-help`} />
        </div>
        <div className="dialog__actions">
          <button type="submit" className="button button--primary" disabled={!value.trim()}>Add the link</button>
          <button type="button" className="button" onClick={onClose}>Cancel</button>
        </div>
      </form>
    </Dialog>
  );
}

export function PictureDialog({ id, context, onClose, onDone }: { id: string; context: FormContext; onClose: () => void; onDone: (src: string, alt: string) => void }) {
  const [picked, setPicked] = useState<string>();
  const [alt, setAlt] = useState('');
  return (
    <Dialog title="Add a picture" onClose={onClose}>
      <form
        className="create"
        onSubmit={(ev) => {
          ev.preventDefault();
          if (!picked || !alt.trim()) return;
          onClose();
          window.setTimeout(() => onDone(picked, alt.trim()));
        }}
      >
        <PicturePicker id={`${id}__picture`} context={context} onPick={(p) => setPicked(p.src)} />
        {picked && <img className="picture-input__thumb" src={picked} alt="" />}
        <div className="field">
          <label className="field__label" htmlFor={`${id}__alt`}>What the picture shows</label>
          <p className="field__help" id={`${id}__alt-help`}>Read aloud to people who cannot see it.</p>
          <input id={`${id}__alt`} className="input" value={alt} onChange={(ev) => setAlt(ev.target.value)} aria-describedby={`${id}__alt-help`} />
        </div>
        <div className="dialog__actions">
          <button type="submit" className="button button--primary" disabled={!picked || !alt.trim()}>Add the picture</button>
          <button type="button" className="button" onClick={onClose}>Cancel</button>
        </div>
      </form>
    </Dialog>
  );
}
