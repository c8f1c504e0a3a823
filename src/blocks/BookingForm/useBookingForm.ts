import { useEffect, useRef, useState, type FormEvent } from 'react';
import { clearDraft, readDraft, tabStorage, writeDraft } from '../../booking/draft.ts';
import { bookingEndpoint } from '../../booking/endpoint.ts';
import { buildPayload } from '../../booking/payload.ts';
import { submitBooking } from '../../booking/submit.ts';
import { validateBooking } from '../../booking/validation.ts';
import { EMPTY_VALUES, FIELD_ORDER, type BookingErrors, type BookingField, type BookingValues } from '../../booking/values.ts';
import type { BookingFormBlock as BookingForm } from '../../generated/content.ts';

export type BookingStatus = 'editing' | 'sending' | 'sent';
type Change = Partial<BookingValues>;

/** Which field's error an edit of these values clears (the phone's country and number share one). */
const fieldOf = (key: keyof BookingValues): BookingField => (key === 'phoneCountry' || key === 'phoneNumber' ? 'phone' : key);

/** The booking form's state: values (kept as a per-tab draft), errors, sending and focus. */
export function useBookingForm({ messages, goalField }: BookingForm) {
  const [values, setValues] = useState<BookingValues>(EMPTY_VALUES);
  const [errors, setErrors] = useState<BookingErrors>({});
  const [status, setStatus] = useState<BookingStatus>('editing');
  const [announcement, setAnnouncement] = useState('');
  const [focusRequest, setFocusRequest] = useState<{ field: BookingField } | null>(null);
  const controls = useRef<Partial<Record<BookingField, HTMLElement | null>>>({});
  const edited = useRef(false);
  const sending = useRef(false);

  // The prerendered form is empty; a draft from before a reload is restored only once hydrated.
  useEffect(() => {
    const draft = readDraft(tabStorage());
    if (draft) setValues(draft);
  }, []);

  useEffect(() => {
    if (edited.current && status !== 'sent') writeDraft(tabStorage(), values);
  }, [values, status]);

  // Focus after the render that marks the field invalid, so it is announced with its error.
  useEffect(() => {
    if (focusRequest) controls.current[focusRequest.field]?.focus();
  }, [focusRequest]);

  function change(patch: Change) {
    edited.current = true;
    const next = { ...values, ...patch };
    const cleared = new Set((Object.keys(patch) as (keyof BookingValues)[]).map(fieldOf));
    // Moving away from "other" discards the description it asked for.
    if (patch.automationGoal !== undefined && patch.automationGoal !== goalField.otherOption) {
      next.customGoal = '';
      cleared.add('customGoal');
    }
    setValues(next);
    if ([...cleared].some((f) => errors[f])) {
      setErrors((prev) => Object.fromEntries(Object.entries(prev).filter(([f]) => !cleared.has(f as BookingField))));
    }
  }

  function fail(found: BookingErrors, summary: string) {
    setErrors(found);
    setAnnouncement(summary);
    const first = FIELD_ORDER.find((f) => found[f]);
    if (first) setFocusRequest({ field: first });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    const found = validateBooking(values, messages, goalField.otherOption);
    if (Object.keys(found).length > 0) {
      fail(found, FIELD_ORDER.flatMap((f) => found[f] ?? []).join('. '));
      return;
    }
    sending.current = true;
    setErrors({});
    setAnnouncement('');
    setStatus('sending');
    try {
      await submitBooking(bookingEndpoint(), buildPayload(values, goalField.otherOption));
      clearDraft(tabStorage());
      setStatus('sent');
    } catch (error) {
      console.error('Strategy-call booking could not be sent:', error);
      setStatus('editing');
      fail({ automationGoal: messages.submitFailed }, messages.submitFailed);
    } finally {
      sending.current = false;
    }
  }

  const register = (field: BookingField) => (el: HTMLElement | null) => {
    controls.current[field] = el;
  };

  return { values, errors, status, announcement, change, submit, register };
}
