// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AltQuestion } from './AltQuestion.tsx';

/** The question with its answer kept as the form would keep it. */
function Harness({ start, seen }: { start?: string; seen: (alt: string | undefined) => void }) {
  const [alt, setAlt] = useState(start);
  return <AltQuestion id="pic" alt={alt} onChange={(next) => (setAlt(next), seen(next))} />;
}

describe('the picture words question', () => {
  it('requires words for a new picture, and warns against starting with "image of"', () => {
    const answers: (string | undefined)[] = [];
    render(<Harness seen={(a) => answers.push(a)} />);
    const box = screen.getByLabelText('What does the picture show?') as HTMLInputElement;
    expect(box.required).toBe(true);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('pic__alt-status')!.textContent).toMatch(/Describe the picture, or mark it decorative/);
    fireEvent.change(box, { target: { value: 'Image of two people at a laptop' } });
    expect(document.getElementById('pic__alt-status')!.textContent).toMatch(/leave out "image of"/);
    fireEvent.change(box, { target: { value: 'Two people at a laptop' } });
    expect(document.getElementById('pic__alt-status')!.textContent).toBe('');
    expect(answers.at(-1)).toBe('Two people at a laptop');
  });

  it('leaves the words empty on purpose when the picture is marked decorative, and brings them back when unmarked', () => {
    const answers: (string | undefined)[] = [];
    render(<Harness start="A chart of replies by hour" seen={(a) => answers.push(a)} />);
    const decorative = screen.getByRole('checkbox', { name: /Decorative/ });
    fireEvent.click(decorative);
    expect(answers.at(-1)).toBe('');
    expect((screen.getByLabelText('What does the picture show?') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(decorative);
    expect(answers.at(-1)).toBe('A chart of replies by hour');
  });

  it('opens a saved decorative picture as decorative', () => {
    render(<Harness start="" seen={() => {}} />);
    expect((screen.getByRole('checkbox', { name: /Decorative/ }) as HTMLInputElement).checked).toBe(true);
  });
});
