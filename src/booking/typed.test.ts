// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { typedValues } from './typed.ts';

function form(html: string): HTMLFormElement {
  document.body.innerHTML = `<form>${html}</form>`;
  return document.querySelector('form')!;
}

const controls = `<input name="name"><input name="email"><select name="phoneCountry"><option value="IN">IN</option><option value="GB">GB</option></select>
  <input name="phoneNumber"><input name="company"><select name="automationGoal"><option value=""></option><option>Other</option></select>`;

describe('values typed before the app took over', () => {
  it('are read from the page, the phone cleaned as the field cleans it', () => {
    const f = form(controls);
    (f.elements.namedItem('name') as HTMLInputElement).value = 'Asha';
    (f.elements.namedItem('phoneCountry') as HTMLSelectElement).value = 'GB';
    (f.elements.namedItem('phoneNumber') as HTMLInputElement).value = '+44 7700-900 (123) ext';
    (f.elements.namedItem('automationGoal') as HTMLSelectElement).value = 'Other';
    expect(typedValues(f)).toEqual({ name: 'Asha', phoneCountry: 'GB', phoneNumber: '44 7700-900 (123) ', automationGoal: 'Other' });
  });

  it('are nothing for an untouched form, or no form', () => {
    expect(typedValues(form(controls))).toBeNull();
    expect(typedValues(null)).toBeNull();
  });
});
