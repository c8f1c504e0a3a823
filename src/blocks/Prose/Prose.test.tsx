// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderAt } from '../../../tests/support/render.tsx';
import { markdownToNodes } from '../../../scripts/content/markdown.ts';
import Prose from './Prose.tsx';

const markdown = '## What you tell us\n\nThe **sign-up sheet** asks for your name.\n\n## Contact\n\nWrite to [team@fixture.example](mailto:team@fixture.example) or [book a call](/strategy-call).';

it('shows the last-updated date in long US English, whatever the time zone', () => {
  renderAt(<Prose type="prose" updated="2025-03-09" markdown={markdown} document={markdownToNodes(markdown)} />);
  const updated = screen.getByText(/Last updated:/);
  expect(updated.textContent).toBe('Last updated: March 9, 2025');
  expect(updated.querySelector('time')?.getAttribute('datetime')).toBe('2025-03-09');
});

it('lists every section in a table of contents that links to its heading', () => {
  renderAt(<Prose type="prose" updated="2025-03-09" markdown={markdown} document={markdownToNodes(markdown)} />);
  const toc = screen.getByRole('navigation', { name: 'On this page' });
  const links = within(toc).getAllByRole('link');
  expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
    ['What you tell us', '#what-you-tell-us'],
    ['Contact', '#contact'],
  ]);
  for (const link of links) {
    const target = document.getElementById(link.getAttribute('href')!.slice(1));
    expect(target?.tagName).toBe('H2');
    expect(target?.textContent).toBe(link.textContent);
  }
});

it('renders the text with emphasis and safe links, and no HTML from the markdown', () => {
  renderAt(<Prose type="prose" updated="2025-03-09" markdown={markdown} document={markdownToNodes(markdown)} />);
  expect(screen.getByText('sign-up sheet').tagName).toBe('STRONG');
  expect(screen.getByRole('link', { name: 'team@fixture.example' }).getAttribute('href')).toBe('mailto:team@fixture.example');
  expect(screen.getByRole('link', { name: 'book a call' }).getAttribute('href')).toBe('/strategy-call');
});

it('leaves out the table of contents when there is a single section', () => {
  const single = '## Only\n\nOne section.';
  renderAt(<Prose type="prose" updated="2026-01-05" markdown={single} document={markdownToNodes(single)} />);
  expect(screen.queryByRole('navigation')).toBeNull();
  expect(screen.getByText(/Last updated/).textContent).toBe('Last updated: January 5, 2026');
});
