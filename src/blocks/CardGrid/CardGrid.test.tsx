// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderAt } from '../../../tests/support/render.tsx';
import CardGrid from './CardGrid.tsx';

it('renders each card with its title level under the heading, figures and a link named after the card', () => {
  renderAt(
    <CardGrid
      type="card-grid"
      heading="Services"
      variant="service"
      cards={[
        { icon: 'chat', title: 'Chatbots', text: 'Answer leads.', link: { label: 'See more', href: '/services/bespoke-ai-chatbots' } },
        { title: 'Data', text: 'Faster queries.', metrics: [{ value: '9h → 2m', label: 'Lookup speed' }] },
      ]}
    />,
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Services' })).toBeTruthy();
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Chatbots', 'Data']);
  const link = screen.getByRole('link', { name: /See more\W*Chatbots/ });
  expect(link.getAttribute('href')).toBe('/services/bespoke-ai-chatbots');
  const data = screen.getByText('Faster queries.').closest('li')!;
  expect(within(data).getByText('9h → 2m')).toBeTruthy();
});

it('uses h2 card titles when the section has no heading of its own', () => {
  renderAt(<CardGrid type="card-grid" cards={[{ title: 'Alone', text: 'No section heading.' }]} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Alone' })).toBeTruthy();
});

it('lets a whole case-study card link to its case study with its figures', () => {
  const { container } = renderAt(
    <CardGrid
      type="card-grid"
      heading="Client stories"
      variant="case-study"
      columns={2}
      cards={[{ label: 'Data work', title: 'Answers sooner', text: 'Queries in seconds.', metrics: [{ value: '400K', label: 'Records read' }], link: { label: 'Read the data story', href: '/data-solution' } }]}
    />,
  );
  expect(container.querySelector('.card--case-study')).toBeTruthy();
  expect(screen.getByRole('link', { name: /Read the data story\W*Answers sooner/ }).getAttribute('href')).toBe('/data-solution');
  expect(screen.getByText('400K')).toBeTruthy();
});
