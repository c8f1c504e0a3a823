// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublishedChanges } from './PublishedChanges.tsx';
import { WaitingChanges } from './WaitingChanges.tsx';

const waiting = {
  id: 'a'.repeat(40),
  personId: 'ana',
  author: { name: 'Ana Editor', email: 'ana@example.com' },
  words: ['A sharper headline'],
  files: ['content/pages/index.yaml', 'content/pages/services/voice.yaml'],
  updatedAt: '2026-11-26T10:00:00Z',
  conflicts: false,
};
const published = {
  commit: 'b'.repeat(40),
  kind: 'publish',
  words: 'A sharper headline',
  author: waiting.author,
  publishedBy: { name: 'Pia Publisher', email: 'pia@example.com' },
  publishedAt: '2026-11-26T11:00:00Z',
};

/** The online server's answers, as routes.ts gives them; records what was asked. */
function server(answers: Record<string, () => Response>) {
  const asked: { method: string; path: string; body?: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://studio.test');
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace('/__studio/api/online', '')}`;
    asked.push({ method: init?.method ?? 'GET', path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[key];
    if (!answer) throw new Error(`unexpected ${key}`);
    return answer();
  });
  return asked;
}
const json = (body: unknown, status = 200) => () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('the publisher\'s panels', () => {
  it('lists a waiting change in the editor\'s words and places, and publishes it by keyboard', async () => {
    let left = [waiting];
    const asked = server({ 'GET /waiting': () => json({ changes: left })(), 'POST /publish': () => ((left = []), json({ commit: 'c'.repeat(40) })()) });
    render(<WaitingChanges />);
    expect(await screen.findByText('A sharper headline')).toBeTruthy();
    expect(screen.getByText('Changes: Home page (/), Page /services/voice')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/commit|branch|merge|\.yaml|content\//i);
    const publish = screen.getByRole('button', { name: "Publish Ana Editor's change" });
    publish.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Published\./));
    expect(asked.find((a) => a.method === 'POST')).toMatchObject({ path: '/__studio/api/online/publish', body: { change: waiting.id } });
    expect(await screen.findByText(/Nothing is waiting/)).toBeTruthy();
  });

  it('shows a refusal as the server words it, and the change keeps waiting', async () => {
    const refusal = 'This change cannot go live because of a mistake on the page /: a section type is unknown. Nothing was published; the change is still waiting.';
    server({ 'GET /waiting': json({ changes: [waiting] }), 'POST /publish': json({ error: refusal }, 422) });
    render(<WaitingChanges />);
    await userEvent.click(await screen.findByRole('button', { name: "Publish Ana Editor's change" }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(screen.getByText('A sharper headline')).toBeTruthy();
  });

  it('undoes a published change after asking once more', async () => {
    let list: unknown[] = [published];
    const asked = server({
      'GET /published': () => json({ changes: list })(),
      'POST /undo': () => ((list = [{ ...published, commit: 'd'.repeat(40), kind: 'undo', words: 'Undo: A sharper headline', undoes: published.commit }, { ...published, undoneBy: 'd'.repeat(40) }]), json({ commit: 'd'.repeat(40) })()),
    });
    render(<PublishedChanges />);
    expect(await screen.findByText(/By Ana Editor, published by Pia Publisher/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Undo "A sharper headline"' }));
    expect(asked.some((a) => a.method === 'POST')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, undo it' }));
    expect(await screen.findByText('This change was undone.')).toBeTruthy();
    expect(asked.find((a) => a.method === 'POST')).toMatchObject({ path: '/__studio/api/online/undo', body: { commit: published.commit } });
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
  });
});
