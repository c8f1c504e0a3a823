import { useEffect, useRef, useState } from 'react';
import { PREVIEW_URL, type FromPreview, type ToPreview } from '../preview/protocol.ts';
import { NARROW } from '../shell/useNarrow.ts';
import type { PreviewNote } from '../shell/usePreviewMessage.ts';

export const WIDTHS = [
  { width: 375, label: 'Phone' },
  { width: 768, label: 'Tablet' },
  { width: 1280, label: 'Desktop' },
] as const;

interface Props {
  message?: ToPreview;
  /** Shown above the frame (the preview is behind because of a mistake, or there is no preview). */
  note?: PreviewNote;
  onSelect: (index: number) => void;
}

/**
 * The page rendered by the site's own shell and blocks, in a frame as wide as a phone, a tablet or a
 * desktop (so the site's own layout rules apply), scaled down to fit beside the form.
 */
export function PreviewPane({ message, note, onSelect }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  // On a phone the page is first shown as a phone shows it (a desktop page scaled down that far is unreadable).
  const [width, setWidth] = useState<number>(() => (window.matchMedia(NARROW).matches ? 375 : 1280));
  const [size, setSize] = useState({ width: 0, height: 0 });
  const latest = useRef(message);
  latest.current = message;
  const select = useRef(onSelect);
  select.current = onSelect;

  const send = () => {
    const target = frame.current?.contentWindow;
    if (target && latest.current) target.postMessage(latest.current, window.location.origin);
  };
  useEffect(send, [message]);
  useEffect(() => {
    const onMessage = (event: MessageEvent<FromPreview>) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if (event.data.kind === 'ready') send();
      if (event.data.kind === 'select') select.current(event.data.index);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => entry && setSize({ width: entry.contentRect.width, height: entry.contentRect.height }));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const scale = size.width ? Math.min(1, size.width / width) : 1;
  return (
    <section className="preview" aria-labelledby="preview-heading">
      <div className="preview__bar">
        <h2 id="preview-heading" className="preview__heading">Preview</h2>
        <div className="preview__widths" role="group" aria-label="Preview width">
          {WIDTHS.map((w) => (
            <button key={w.width} type="button" className="button button--small" aria-pressed={width === w.width} onClick={() => setWidth(w.width)}>
              {w.label} <span className="preview__px">{w.width}px</span>
            </button>
          ))}
        </div>
      </div>
      <p className={`preview__note${note?.warning ? ' preview__note--warning' : ''}`} role="status">{note?.text}</p>
      <div className="preview__box" ref={box}>
        <iframe
          ref={frame}
          className="preview__frame"
          src={PREVIEW_URL}
          title="Preview of the page with your edits"
          style={{ width, height: size.height / scale || '100%', transform: `scale(${scale})` }}
        />
      </div>
    </section>
  );
}
