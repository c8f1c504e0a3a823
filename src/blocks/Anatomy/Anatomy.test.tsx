// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderAt } from '../../../tests/support/render.tsx';
import Anatomy from './Anatomy.tsx';

it('pairs every part of the sample message with its name and why it works, in order', () => {
  renderAt(
    <Anatomy
      type="anatomy"
      heading="Anatomy of a reply-worthy email"
      title="Sample email"
      context="To: Head of Sales"
      parts={[
        { label: 'Subject line', text: 'Your 3 new SDR openings', explanation: 'Specific and recent.' },
        { label: 'Call to action', text: 'Worth a 15-minute look?', explanation: 'One small ask.' },
      ]}
    />,
  );
  const message = screen.getByRole('figure', { name: /Sample email/ });
  expect(within(message).getByText('To: Head of Sales')).toBeTruthy();
  const parts = within(message).getAllByRole('listitem');
  expect(parts).toHaveLength(2);
  expect(within(parts[0]!).getByRole('heading', { level: 3 }).textContent).toContain('Subject line');
  expect(within(parts[0]!).getByText('Your 3 new SDR openings')).toBeTruthy();
  expect(within(parts[1]!).getByText('One small ask.')).toBeTruthy();
});
