import { useState, type ChangeEvent } from 'react';
import { imageFiles, type FormContext } from './context.ts';

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

/** Choose one of the site's pictures or upload a new one (png, jpeg, webp or avif, at most 5 MB). */
export function PicturePicker({ id, context, onPick }: { id: string; context: FormContext; onPick: (picked: Picked) => void }) {
  const [status, setStatus] = useState('');
  const files = imageFiles(context.publicFiles);
  const choose = async (e: ChangeEvent<HTMLSelectElement>) => {
    const src = e.target.value;
    if (!src) return;
    e.target.value = '';
    const size = await pictureSize(src);
    onPick({ src, ...size });
  };
  const upload = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setStatus(`Uploading ${file.name}…`);
    try {
      const stored = await context.upload(file);
      setStatus(stored ? `Uploaded as ${stored.path}.` : '');
      if (stored) onPick({ src: stored.path, width: stored.width, height: stored.height });
    } catch (err) {
      setStatus(err instanceof Error ? err.message : String(err));
    }
  };
  return (
    <div className="picture-picker">
      <label className="visually-hidden" htmlFor={`${id}__choose`}>Choose one of the site's pictures</label>
      <select id={`${id}__choose`} className="input input--select" value="" onChange={(e) => void choose(e)}>
        <option value="">Choose one of the site's pictures…</option>
        {files.map((f) => (
          <option key={f} value={f}>
            {f}
          </option>
        ))}
      </select>
      <label className="button button--small picture-picker__upload">
        Upload a picture
        <input type="file" className="visually-hidden" accept="image/png,image/jpeg,image/webp,image/avif" onChange={(e) => void upload(e)} />
      </label>
      <p className="field__status" role="status">{status}</p>
    </div>
  );
}

/** A text field holding a picture's address, with a small view of the picture and the picker. */
export function PictureAddressInput({ value, onChange, context, ...attrs }: InputAttrs & { value: string; onChange: (value: string) => void; context: FormContext }) {
  return (
    <div className="picture-input">
      {value && <img className="picture-input__thumb" src={value} alt="" />}
      <input {...attrs} type="text" className="input" spellCheck={false} value={value} onChange={(e) => onChange(e.target.value)} />
      <PicturePicker id={attrs.id} context={context} onPick={(p) => onChange(p.src)} />
    </div>
  );
}
