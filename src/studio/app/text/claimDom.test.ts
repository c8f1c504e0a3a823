// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderClaimText, selectIn, selectionIn, serialiseClaimText, type ClaimValues } from './claimDom.ts';

const claims: ClaimValues = new Map([
  ['data-rows', { value: '400K', kind: 'figure', about: 'Rows of data searched' }],
  ['reply-time', { value: '24 hours', kind: 'fact' }],
]);
const box = () => document.body.appendChild(document.createElement('div'));

describe('a text box with claims shown as their values', () => {
  it.each([
    'Answers from {{data-rows}} rows within {{reply-time}}.',
    '{{data-rows}}',
    'Plain words only',
    'Two lines\nand a third\n',
    'A {{ data-rows }} written with spaces and an {{unknown-claim}}',
    '',
  ])('gives back exactly the text it was given: %j', (text) => {
    const el = box();
    renderClaimText(el, text, claims);
    expect(serialiseClaimText(el)).toBe(text);
  });

  it('shows each claim as its value, says which claim it is, and keeps the token', () => {
    const el = box();
    renderClaimText(el, 'From {{data-rows}} rows', claims);
    const chip = el.querySelector('[data-claim]')!;
    expect(chip.getAttribute('data-claim')).toBe('data-rows');
    expect(chip.getAttribute('contenteditable')).toBe('false');
    expect(chip.firstChild!.textContent).toBe('400K');
    expect(chip.textContent).toContain('figure: Rows of data searched');
    expect(el.textContent).not.toContain('{{');
  });

  it('reads and sets the selection as offsets of the text, a chip counting as its whole token', () => {
    const el = box();
    const text = 'From {{data-rows}} rows';
    renderClaimText(el, text, claims);
    selectIn(el, text.indexOf(' rows'));
    expect(selectionIn(el)).toEqual({ start: text.indexOf(' rows'), end: text.indexOf(' rows') });
    selectIn(el, 0, 4);
    expect(selectionIn(el)).toEqual({ start: 0, end: 4 });
  });
});
