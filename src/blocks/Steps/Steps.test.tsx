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
        { label: '01', title: 'Discovery & Strategy Kickoff', duration: '15 minutes' },
        { label: '02', title: 'Deep Dive & System Design', duration: '3-5 days', points: ['System map'] },
      ]}
    />,
  );
  const items = screen.getAllByRole('listitem').filter((li) => li.className === 'steps__item');
  expect(items.map((li) => li.querySelector('h3')?.textContent)).toEqual(['01 Discovery & Strategy Kickoff', '02 Deep Dive & System Design']);
  expect(screen.getByText('15 minutes')).toBeTruthy();
  expect(screen.getByText('3-5 days')).toBeTruthy();
  expect(screen.getByText('System map')).toBeTruthy();
});
