import { useId } from 'react';
import type { BookingFormBlock } from '../../generated/content.ts';
import { TRAP_FIELD } from '../../booking/spam.ts';
import { DeliveryNotice } from './DeliveryNotice.tsx';
import { describedBy, Field } from './Field.tsx';
import { PhoneField } from './PhoneField.tsx';
import { TextField } from './TextField.tsx';
import { ThankYou } from './ThankYou.tsx';
import { useBookingForm } from './useBookingForm.ts';
import { WithoutScript } from './WithoutScript.tsx';
import './BookingForm.css';

export default function BookingForm(block: BookingFormBlock) {
  const { id, heading, intro, requiredNote, nameField, emailField, phoneField, companyField, goalField, submit, note, thankYou } = block;
  const form = useBookingForm(block);
  const { values, errors } = form;
  const base = useId();
  const ids = { name: `${base}name`, email: `${base}email`, phone: `${base}phone`, company: `${base}company`, goal: `${base}goal`, custom: `${base}custom` };
  const invalid = (error?: string) => (error ? true : undefined);
  const sending = form.status === 'sending';

  return (
    <section id={id} className="section section--surface booking">
      <div className="container">
        {form.status === 'sent' ? (
          <ThankYou {...thankYou} />
        ) : (
          <form ref={form.register('form')} className="booking__card" noValidate onSubmit={form.submit} aria-labelledby={`${base}heading`}>
            <h2 id={`${base}heading`} className="booking__heading">{heading}</h2>
            {intro && <p className="booking__intro">{intro}</p>}
            {requiredNote && <p className="booking__required-note">{requiredNote}</p>}
            <div className="booking__grid">
              <TextField form={form} name="name" id={ids.name} copy={nameField} type="text" autoComplete="name" />
              <TextField form={form} name="email" id={ids.email} copy={emailField} type="email" autoComplete="email" />
              <PhoneField id={ids.phone} copy={phoneField} country={values.phoneCountry} number={values.phoneNumber}
                error={errors.phone} inputRef={form.register('phone')} onChange={form.change} />
              <TextField form={form} name="company" id={ids.company} copy={companyField} type="text" autoComplete="organization" />
            </div>
            <Field id={ids.goal} label={goalField.label} required error={errors.automationGoal}>
              <select ref={form.register('automationGoal')} id={ids.goal} name="automationGoal" className="booking__input booking__select"
                value={values.automationGoal} aria-required="true" aria-invalid={invalid(errors.automationGoal)}
                aria-describedby={describedBy(ids.goal, undefined, errors.automationGoal)}
                onChange={(e) => form.change({ automationGoal: e.target.value })}>
                <option value="">{goalField.prompt}</option>
                {[...goalField.options, goalField.otherOption].map((option, i) => <option key={i} value={option}>{option}</option>)}
              </select>
            </Field>
            {values.automationGoal === goalField.otherOption && (
              <Field id={ids.custom} label={goalField.otherLabel} required error={errors.customGoal} className="booking__other">
                <textarea ref={form.register('customGoal')} id={ids.custom} name="customGoal" className="booking__input booking__textarea" rows={4}
                  placeholder={goalField.otherPlaceholder} value={values.customGoal} aria-required="true"
                  aria-invalid={invalid(errors.customGoal)} aria-describedby={describedBy(ids.custom, undefined, errors.customGoal)}
                  onChange={(e) => form.change({ customGoal: e.target.value })} />
              </Field>
            )}
            {/* People never see, reach or hear this field; programs that fill in every field do. */}
            <div className="visually-hidden" aria-hidden="true" inert>
              <input ref={form.trap} name={TRAP_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
            </div>
            {form.turnstile && <div ref={form.challenge} className="booking__challenge" />}
            <div ref={form.register('alert')} className="booking__alert" role="alert" tabIndex={-1}>
              {form.notice && <DeliveryNotice notice={form.notice} block={block} values={values} />}
            </div>
            <WithoutScript block={block} />
            <button className="button button--primary booking__submit" type="submit" disabled={!form.ready || sending}>
              {sending ? submit.busyLabel : submit.label}
            </button>
            {note && <p className="booking__note">{note}</p>}
            <p className="visually-hidden" role="status">{form.announcement}</p>
          </form>
        )}
      </div>
    </section>
  );
}
