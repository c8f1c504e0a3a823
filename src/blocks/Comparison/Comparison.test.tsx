// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderAt } from '../../../tests/support/render.tsx';
import Comparison from './Comparison.tsx';

it('shows the problem and the solution as two titled lists under the section heading', () => {
  renderAt(
    <Comparison
      type="comparison"
      heading="Why websites leak leads"
      problem={{ title: "Today", points: ['Leads wait days', 'No follow-up'] }}
      solution={{ title: "With us", points: ['Replies in seconds'] }}
    />,
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Why websites leak leads' })).toBeTruthy();
  const columns = screen.getAllByRole('heading', { level: 3 });
  expect(columns.map((h) => h.textContent)).toEqual(["Today", "With us"]);
  const broken = within(columns[0]!.parentElement!).getAllByRole('listitem');
  expect(broken.map((li) => li.textContent)).toEqual(['Leads wait days', 'No follow-up']);
  expect(within(columns[1]!.parentElement!).getByText('Replies in seconds')).toBeTruthy();
});

it('makes the column titles the section headings when there is no heading', () => {
  renderAt(<Comparison type="comparison" problem={{ title: 'Before', points: ['Slow'] }} solution={{ title: 'After', points: ['Fast'] }} />);
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Before', 'After']);
});
