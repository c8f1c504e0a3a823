// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderAt } from '../../../tests/support/render.tsx';
import Testimonials from './Testimonials.tsx';

it('shows each quote in quotation marks with who said it and where', () => {
  const { container } = renderAt(
    <Testimonials
      type="testimonials"
      heading="Owners in their words"
      items={[
        { quote: 'We finally answer every enquiry.', name: 'Meera Iyer', role: 'Founder', company: 'Interior design studio', city: 'Mumbai' },
        { quote: 'Support runs itself.', name: 'Arjun Das', company: 'Online shop', city: 'Bangalore' },
      ]}
    />,
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Owners in their words' })).toBeTruthy();
  const quotes = [...container.querySelectorAll('blockquote')].map((q) => q.textContent);
  expect(quotes).toEqual(['“We finally answer every enquiry.”', '“Support runs itself.”']);
  expect(screen.getByText('Founder · Interior design studio')).toBeTruthy();
  expect(screen.getByText('Online shop')).toBeTruthy();
  expect(screen.getByText('Bangalore')).toBeTruthy();
  expect(container.querySelectorAll('figcaption')).toHaveLength(2);
});
