// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderAt } from '../../../tests/support/render.tsx';
import type { DashboardBlock as SampleDashboard } from '../../generated/content.ts';
import Dashboard from './Dashboard.tsx';

const block: SampleDashboard = {
  type: 'dashboard',
  heading: 'Every lead in one place',
  title: 'Pipeline · past 4 weeks',
  kpis: [
    {
      label: 'Enquiries in',
      value: '1,284',
      change: '+32%',
    },
    {
      label: 'Spend per enquiry',
      value: '$18.40',
      change: '-21%',
    },
  ],
  charts: [
    {
      title: 'Enquiries by channel',
      style: 'bars',
      suffix: '%',
      bars: [{ label: 'Website', value: 38 }, { label: 'Paid ads', value: 24 }],
    },
  ],
};

it('is labelled as sample data and gives the headline figures as text', () => {
  renderAt(<Dashboard {...block} />);
  const figure = screen.getByRole('figure', { name: /Pipeline · past 4 weeks\s*Sample data/ });
  expect(within(figure).getAllByRole('term').map((t) => t.textContent)).toEqual(['Enquiries in', 'Spend per enquiry']);
  expect(within(figure).getByText('1,284')).toBeTruthy();
  expect(within(figure).getByText(/-21%/).textContent).toContain('Change: -21%');
});

it('gives each chart as a table for screen readers and draws bars relative to the largest', () => {
  const { container } = renderAt(<Dashboard {...block} />);
  const table = screen.getByRole('table', { name: 'Enquiries by channel' });
  const rows = within(table).getAllByRole('row').slice(1).map((r) => r.textContent);
  expect(rows).toEqual(['Website38%', 'Paid ads24%']);
  const fills = [...container.querySelectorAll<HTMLElement>('.dashboard-chart__fill')].map((f) => f.style.width);
  expect(fills).toEqual(['100.0%', '63.2%']);
  expect(container.querySelector('.dashboard-chart__plot')!.getAttribute('aria-hidden')).toBe('true');
});
