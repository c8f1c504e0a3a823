// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderAt } from '../../../tests/support/render.tsx';
import TextSection from './TextSection.tsx';

it('shows the heading, paragraphs and ticked points', () => {
  renderAt(<TextSection type="text-section" eyebrow="Our story" heading="Why we say we" paragraphs={['First.', 'Second.']} points={['One team']} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Why we say we' })).toBeTruthy();
  expect(screen.getByText('First.')).toBeTruthy();
  expect(screen.getByText('Second.')).toBeTruthy();
  expect(screen.getByText('One team').closest('li')).toBeTruthy();
  expect(screen.queryByRole('complementary')).toBeNull();
});

it('shows key figures in a labelled side panel, each value with what it measures', () => {
  renderAt(
    <TextSection
      type="text-section"
      heading="About them"
      paragraphs={['A large brand.']}
      aside={{ title: 'In short', figures: [{ value: '24h → 10s', label: 'Lookup speed' }, { value: '95%', label: 'Hours back' }], points: ['Pune, India'] }}
    />,
  );
  const panel = screen.getByRole('complementary', { name: 'In short' });
  const terms = within(panel).getAllByRole('term').map((t) => t.textContent);
  const values = within(panel).getAllByRole('definition').map((d) => d.textContent);
  expect(terms).toEqual(['Lookup speed', 'Hours back']);
  expect(values).toEqual(['24h → 10s', '95%']);
  expect(within(panel).getByText('Pune, India')).toBeTruthy();
});
