// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderAt } from '../../../tests/support/render.tsx';
import DetailCards from './DetailCards.tsx';

it('shows each card with its name, description, labelled list and outcome', () => {
  renderAt(
    <DetailCards
      type="detail-cards"
      heading="Kinds of work"
      listLabel="Processes"
      outcomeLabel="Impact"
      items={[
        { icon: 'trending-up', name: 'Sales', description: 'From lead to invoice.', list: ['Inbox sorting', 'Quotes'], outcome: '15 hours a week saved' },
        { name: 'HR', description: 'Onboarding without the paperwork.' },
      ]}
    />,
  );
  const sales = screen.getByRole('heading', { level: 3, name: 'Sales' }).closest('li')!;
  expect(within(sales).getByText('Processes')).toBeTruthy();
  expect(within(sales).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Inbox sorting', 'Quotes']);
  expect(within(sales).getByText(/15 hours a week saved/).textContent).toBe('Impact: 15 hours a week saved');
  const hr = screen.getByRole('heading', { level: 3, name: 'HR' }).closest('li')!;
  expect(within(hr).queryByText('Processes')).toBeNull();
  expect(within(hr).queryByText('Impact')).toBeNull();
});

it('labels lists Features and outcomes Results unless told otherwise, and shows tags', () => {
  renderAt(<DetailCards type="detail-cards" layout="stack" items={[{ tag: 'Layer 1', name: 'Data', description: 'One source of truth.', list: ['Postgres'], outcome: 'Clean data' }]} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Data' })).toBeTruthy();
  expect(screen.getByText('Layer 1')).toBeTruthy();
  expect(screen.getByText('Features')).toBeTruthy();
  expect(screen.getByText(/Clean data/).textContent).toBe('Results: Clean data');
});
