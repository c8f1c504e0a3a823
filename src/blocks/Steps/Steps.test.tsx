// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderAt } from '../../../tests/support/render.tsx';
import Steps from './Steps.tsx';

it('lists the steps in order with their labels and durations', () => {
  renderAt(
    <Steps
      type="steps"
      heading="Process"
      steps={[
        { label: '01', title: 'First chat', duration: '20 minutes' },
        { label: '02', title: 'Plan & design', duration: '3-5 days', points: ['System map'] },
      ]}
    />,
  );
  const items = screen.getAllByRole('listitem').filter((li) => li.className === 'steps__item');
  expect(items.map((li) => li.querySelector('h3')?.textContent)).toEqual(['01 First chat', '02 Plan & design']);
  expect(screen.getByText('20 minutes')).toBeTruthy();
  expect(screen.getByText('3-5 days')).toBeTruthy();
  expect(screen.getByText('System map')).toBeTruthy();
});
