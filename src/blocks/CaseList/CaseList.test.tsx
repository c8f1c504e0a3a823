// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderAt } from '../../../tests/support/render.tsx';
import CaseList from './CaseList.tsx';

it('tells each case as industry, challenge, solution and result with its figures', () => {
  renderAt(
    <CaseList
      type="case-list"
      heading="Cases"
      cases={[
        {
          industry: 'Solar',
          client: 'Installer, Pune',
          challenge: 'Too many unqualified enquiries.',
          solution: 'A bot that checks roof size and bills.',
          result: 'Sales visits only for qualified homes.',
          metrics: [{ value: '60%', label: 'fewer wasted visits' }],
        },
      ]}
    />,
  );
  const item = screen.getByRole('heading', { level: 3, name: 'Solar' }).closest('li')!;
  const terms = within(item).getAllByRole('term').map((t) => t.textContent);
  expect(terms).toEqual(['Challenge', 'Solution', 'Result', 'fewer wasted visits']);
  expect(within(item).getByText('Installer, Pune')).toBeTruthy();
  expect(within(item).getByText('Sales visits only for qualified homes.')).toBeTruthy();
  expect(within(item).getByText('60%')).toBeTruthy();
});
