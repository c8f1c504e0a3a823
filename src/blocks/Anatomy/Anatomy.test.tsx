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
      title="Example letter"
      context="To: Head of Sales"
      parts={[
        { label: 'Opening words', text: 'Your 4 new clinic hires', explanation: 'Specific and recent.' },
        { label: 'Closing ask', text: 'Worth a 15-minute look?', explanation: 'One small ask.' },
      ]}
    />,
  );
  const message = screen.getByRole('figure', { name: /Example letter/ });
  expect(within(message).getByText('To: Head of Sales')).toBeTruthy();
  const parts = within(message).getAllByRole('listitem');
  expect(parts).toHaveLength(2);
  expect(within(parts[0]!).getByRole('heading', { level: 3 }).textContent).toContain('Opening words');
  expect(within(parts[0]!).getByText('Your 4 new clinic hires')).toBeTruthy();
  expect(within(parts[1]!).getByText('One small ask.')).toBeTruthy();
});
