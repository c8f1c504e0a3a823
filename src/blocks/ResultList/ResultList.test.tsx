// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderAt } from '../../../tests/support/render.tsx';
import ResultList from './ResultList.tsx';

it('reads each figure together with its label, then the explanation and the footnote', () => {
  renderAt(
    <ResultList
      type="result-list"
      heading="Results"
      results={[
        { value: '24/7', label: 'replies', text: 'Answered in seconds.' },
        { value: '3x', label: 'more buyers' },
      ]}
      note="Illustrative figures."
    />,
  );
  const names = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
  expect(names).toEqual(['24/7 replies', '3x more buyers']);
  expect(screen.getByText('Answered in seconds.')).toBeTruthy();
  expect(screen.getByText('Illustrative figures.')).toBeTruthy();
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
});
