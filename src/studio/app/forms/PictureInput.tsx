import { useRef, useState, type ChangeEvent } from 'react';
import { imageFiles, type FormContext } from './context.ts';
import { pictureTitle } from './pictureTitle.ts';

type InputAttrs = { id: string; name: string; required?: boolean; disabled?: boolean; 'aria-invalid'?: boolean; 'aria-describedby'?: string };

/** A picture's size in pixels, read by loading it (for one picked from the site's files). */
export function pictureSize(src: string): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const img = new Image();
    img.onload = () => resolve(img.naturalWidth && img.naturalHeight ? { width: img.naturalWidth, height: img.naturalHeight } : null);
    img.onerror = () => resolve(null);
    img.src = src;
  });
}

export interface Picked {
  src: string;
  width?: number;
  height?: number;
}

/**
 * Choose one of the site's pictures, each shown small with its title (never its file's address), or
 * upload a new one (png, jpeg, webp or avif, at most 5 MB). The pictures are drawn only once the list
 * is opened. `current` is the address the field holds now: the "Uploaded" message stays only while
 * the field still holds the uploaded picture (an Undo that takes it out, and removes the file, ends it).
 */
export function PicturePicker({ id, context, onPick, current }: { id: string; context: FormContext; onPick: (picked: Picked) => void; current?: string }) {
  const [status, setStatus] = useState<{ text: string; src?: string }>({ text: '' });
  const [open, setOpen] = useState(false);
  const list = useRef<HTMLDetailsElement>(null);
  const files = imageFiles(context.publicFiles);
  const choose = async (src: string) => {
    if (list.current) {
      list.current.open = false;
      // The picked button is gone with the list: the focus goes back to where the list opened.
      list.current.querySelector('summary')?.focus();
    }
    const size = await pictureSize(src);
    onPick({ src, ...size });
  };
  const upload = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setStatus({ text: 'Uploading the picture…' });
    try {
      const stored = await context.upload(file);
      setStatus(stored ? { text: `Uploaded: ${pictureTitle(stored.path)}.`, src: stored.path } : { text: '' });
      if (stored) onPick({ src: stored.path, width: stored.width, height: stored.height });
    } catch (err) {
      setStatus({ text: err instanceof Error ? err.message : String(err) });
    }
  };
  const shown = status.src !== undefined && current !== undefined && current !== status.src ? '' : status.text;
  return (
    <div className="picture-picker">
      <details ref={list} className="picture-picker__choose" onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary className="button button--small" id={`${id}__choose`}>Choose one of the site's pictures</summary>
        {open && (
          <ul className="picture-picker__list" aria-labelledby={`${id}__choose`}>
            {files.map((src) => (
              <li key={src}>
                <button type="button" className="picture-picker__pick" onClick={() => void choose(src)}>
                  {/* Under an address of its own (?thumb): at 375 px Chromium left the site's WebP pictures undrawn
                      here (complete, 0 px wide, no error) at their plain address; a separate address is drawn at once. */}
                  <img src={`${src}?thumb`} alt="" loading="lazy" decoding="async" />
                  <span>{pictureTitle(src)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </details>
      <label className="button button--small picture-picker__upload">
        Upload a picture
        <input type="file" className="visually-hidden" accept="image/png,image/jpeg,image/webp,image/avif" onChange={(e) => void upload(e)} />
      </label>
      <p className="field__status" role="status">{shown}</p>
    </div>
  );
}

/** A text field holding a picture's address, with a small view of the picture and the picker. */
export function PictureAddressInput({ value, onChange, context, ...attrs }: InputAttrs & { value: string; onChange: (value: string) => void; context: FormContext }) {
  return (
    <div className="picture-input">
      {value && <img className="picture-input__thumb" src={value} alt="" />}
      <input {...attrs} type="text" className="input" spellCheck={false} value={value} onChange={(e) => onChange(e.target.value)} />
      <PicturePicker id={attrs.id} context={context} current={value} onPick={(p) => onChange(p.src)} />
    </div>
  );
}
