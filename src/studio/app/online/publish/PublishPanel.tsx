import { useState } from 'react';
import type { Person } from '../../../online/git/types.ts';
import { PublishedChanges } from './PublishedChanges.tsx';
import { SendToPublish } from './SendToPublish.tsx';
import { SharePreview } from './SharePreview.tsx';
import { WaitingChanges } from './WaitingChanges.tsx';
import './publish.css';

/**
 * The Studio online's publishing panels, for the shell to show when it runs online: everyone can
 * share a preview and send their saved changes to be published; publishers and admins also see the changes waiting and what went live, with Undo.
 */
export function PublishPanel({ person }: { person: Pick<Person, 'role'> }) {
  const [published, setPublished] = useState(0);
  const publisher = person.role === 'publisher' || person.role === 'admin';
  return (
    <div className="online-publish-panel">
      <SharePreview />
      <SendToPublish />
      {publisher && <WaitingChanges onPublished={() => setPublished((n) => n + 1)} />}
      {publisher && <PublishedChanges reloadKey={published} />}
    </div>
  );
}
