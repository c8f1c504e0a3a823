import { useState, type FormEvent } from 'react';
import { inWords, localValue, nowText, pickedText } from '../../live/dates.ts';
import { api } from '../api/client.ts';
import type { LivePost } from '../api/types.ts';
import type { Doc, Draft } from '../doc/document.ts';
import { Dialog } from '../ui/Dialog.tsx';

interface Props {
  doc: Doc;
  post: LivePost;
  onEdit: (draft: Draft, field: string) => void;
  /** The list changed (deleted, brought back). */
  onChanged: () => Promise<void>;
  announce: (words: string) => void;
}

function stateWords(post: LivePost): string {
  const at = post.publishedAt ? inWords(new Date(post.publishedAt)) : '';
  switch (post.state) {
    case 'draft':
      return 'Draft: nobody sees it on the site.';
    case 'scheduled':
      return `Scheduled: it appears on the site on ${at} (India time), by itself, without a rebuild.`;
    case 'published':
      return `Published: on the site at /blog/${post.slug}.`;
    case 'deleted':
      return `Deleted: gone from the site and hidden everywhere. It can be brought back until ${inWords(new Date(post.undoUntil!))}.`;
  }
}

/** A live post's state in words, and the steps that change it: publish, schedule, unpublish, delete (and undo). */
export function LivePostBar({ doc, post, onEdit, onChanged, announce }: Props) {
  const [confirming, setConfirming] = useState(false);
  const [when, setWhen] = useState(() => localValue(new Date(Date.now() + 86_400_000)).slice(0, 11) + '09:00');
  const [failure, setFailure] = useState<string>();
  const draft = doc.history.present;
  const data = (draft.data ?? {}) as Record<string, unknown>;
  // The step is an edit of the form (Published, Date), saved like any edit: checked first, merged
  // with another person's save, undone with Undo.
  const set = (fields: Record<string, unknown>, field: string, words: string) => {
    onEdit({ ...draft, data: { ...data, ...fields } }, field);
    announce(`${words} Save to make it so.`);
  };
  const schedule = (e: FormEvent) => {
    e.preventDefault();
    if (Date.parse(pickedText(when)) <= Date.now()) return setFailure('Pick a time in the future to schedule, or use Publish now.');
    setFailure(undefined);
    set({ published: true, published_at: pickedText(when) }, 'published_at', `Published is ticked with the date ${inWords(new Date(pickedText(when)))}.`);
  };
  const act = async (work: () => Promise<unknown>, words: string) => {
    try {
      await work();
      setFailure(undefined);
      await onChanged();
      announce(words);
    } catch (err) {
      setFailure(err instanceof Error ? err.message : String(err));
    }
  };

  return (
    <section className="notice live-post" aria-labelledby="live-post-state">
      <p id="live-post-state" className="live-post__state">{stateWords(post)}</p>
      {post.state === 'deleted' ? (
        <div className="notice__actions">
          <button type="button" className="button button--small" onClick={() => void act(() => api.restoreLivePost(doc.path), 'The post is back, as it was before it was deleted.')}>
            Undo delete
          </button>
        </div>
      ) : (
        <div className="notice__actions">
          {post.state !== 'published' && (
            <button type="button" className="button button--small" onClick={() => set({ published: true, published_at: nowText() }, 'published', 'Published is ticked with the date now.')}>Publish now</button>
          )}
          {post.state !== 'draft' && (
            <button type="button" className="button button--small" onClick={() => set({ published: false }, 'published', 'Published is unticked.')}>Unpublish</button>
          )}
          <form className="live-post__schedule" onSubmit={schedule}>
            <label htmlFor="live-post-when">Time to appear (India time)</label>
            <input id="live-post-when" className="input" type="datetime-local" value={when} onChange={(e) => setWhen(e.target.value)} />
            <button type="submit" className="button button--small">Schedule</button>
          </form>
          <button type="button" className="button button--small button--danger" onClick={() => setConfirming(true)}>Delete…</button>
        </div>
      )}
      {failure && <p className="notice--error" role="alert">{failure}</p>}
      {confirming && (
        <Dialog title="Delete this post?" onClose={() => setConfirming(false)}>
          <p>“{post.title}” leaves the site at once. It is kept for a while: Undo delete brings it back until then.</p>
          <div className="notice__actions">
            <button type="button" className="button button--danger" data-autofocus onClick={() => { setConfirming(false); void act(() => api.deleteLivePost(doc.path), 'Deleted. Undo delete brings it back.'); }}>
              Delete the post
            </button>
            <button type="button" className="button" onClick={() => setConfirming(false)}>Keep it</button>
          </div>
        </Dialog>
      )}
    </section>
  );
}
