// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderAt } from '../../../tests/support/render.tsx';
import Roi from './Roi.tsx';

/** The text a screen reader announces: everything except aria-hidden parts, words spaced. */
function spoken(el: Element): string {
  const copy = el.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((n) => n.remove());
  copy.querySelectorAll('span, strong').forEach((n) => n.append(' '));
  return copy.textContent!.replace(/\s+/g, ' ').trim();
}

it('reads the worked sum aloud in words and marks it as illustrative', () => {
  renderAt(
    <Roi
      type="roi"
      heading="The maths"
      lines={[
        { value: '500', label: 'visits a day' },
        { operation: 'times', value: '15%', label: 'trial starts' },
        { operation: 'equals', value: '75', label: 'orders a day' },
        { operation: 'times', value: '$500', label: 'per lead' },
      ]}
      result={{ value: '$37,500', label: 'per day' }}
      figures={[{ value: '13,500', label: 'orders a month' }]}
    />,
  );
  const figure = screen.getByRole('figure', { name: 'Illustrative example' });
  const lines = figure.querySelectorAll('li');
  expect([...lines].map(spoken)).toEqual(['500 visits a day', 'times 15% trial starts', 'equals 75 orders a day', 'times $500 per lead']);
  expect(spoken(figure.querySelector('.roi__result')!)).toBe('equals $37,500 per day');
  expect(screen.getByRole('heading', { level: 3, name: '13,500 orders a month' })).toBeTruthy();
});

it('uses the badge given instead of the default', () => {
  renderAt(<Roi type="roi" badge="Example only" lines={[{ value: '1', label: 'a' }]} result={{ value: '2', label: 'b' }} />);
  expect(screen.getByRole('figure', { name: 'Example only' })).toBeTruthy();
});
