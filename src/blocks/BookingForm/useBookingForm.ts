import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { clearDraft, readDraft, tabStorage, writeDraft, type Draft } from '../../booking/draft.ts';
import { bookingEndpoint } from '../../booking/endpoint.ts';
import { buildPayload } from '../../booking/payload.ts';
import { filledTrap, pageStart, waitOutHold } from '../../booking/spam.ts';
import { newSubmissionId } from '../../booking/submission-id.ts';
import { submitBooking } from '../../booking/submit.ts';
import { typedValues } from '../../booking/typed.ts';
import { validateBooking } from '../../booking/validation.ts';
import { EMPTY_VALUES, FIELD_ORDER, type BookingErrors, type BookingField, type BookingValues } from '../../booking/values.ts';
import type { BookingFormBlock as BookingForm } from '../../generated/content.ts';

export type BookingStatus = 'editing' | 'sending' | 'sent';
/** What the box above the button says: the booking could not be sent, or a reload came while it was being sent. */
export type DeliveryNotice = 'failed' | 'maybe-sent' | null;
type Change = Partial<BookingValues>;
type Target = BookingField | 'alert' | 'form';

const turnstileKey = import.meta.env.VITE_TURNSTILE_SITE_KEY as string | undefined;

/** Which field's error an edit of these values clears (the phone's country and number share one). */
const fieldOf = (key: keyof BookingValues): BookingField => (key === 'phoneCountry' || key === 'phoneNumber' ? 'phone' : key);

/** The booking form's state: values (kept for the tab with the booking's id), errors, sending, focus. */
export function useBookingForm({ messages, goalField }: BookingForm) {
  const [values, setValues] = useState<BookingValues>(EMPTY_VALUES);
  const [errors, setErrors] = useState<BookingErrors>({});
  const [status, setStatus] = useState<BookingStatus>('editing');
  const [announcement, setAnnouncement] = useState('');
  const [notice, setNotice] = useState<DeliveryNotice>(null);
  const [focusRequest, setFocusRequest] = useState<{ target: Target } | null>(null);
  // False in the prerendered page and the first render that hydrates it: the button stays disabled
  // (so neither a click nor Enter can submit the browser's way) until the app has taken over.
  const [ready, setReady] = useState(false);
  const controls = useRef<Partial<Record<Target, HTMLElement | null>>>({});
  const booking = useRef<Omit<Draft, 'values'>>({});
  const edited = useRef(false);
  const sending = useRef(false);
  const trap = useRef<HTMLInputElement>(null);
  const challenge = useRef<HTMLDivElement>(null);

  // The prerendered form is empty: once hydrated, take back what was typed before (it wins over a
  // draft from before a reload) and whether a booking was on its way when the page reloaded. In the
  // commit itself, before the event that woke the form is handled and before anything re-renders
  // the fields: the form wakes on the first touch, and typing goes on while it hydrates.
  useLayoutEffect(() => {
    const draft = readDraft(tabStorage());
    const typed = typedValues(controls.current.form as HTMLFormElement | undefined);
    booking.current = { id: draft?.id, sending: draft?.sending, startedAt: draft?.startedAt ?? pageStart() };
    edited.current = Boolean(typed);
    if (draft || typed) setValues({ ...(draft?.values ?? EMPTY_VALUES), ...typed });
    if (draft?.sending) setNotice('maybe-sent');
    setReady(true);
  }, []);

  const save = (next = values) => writeDraft(tabStorage(), { values: next, ...booking.current });
  useEffect(() => {
    if (edited.current && status !== 'sent') save();
  }, [values, status]);

  // Focus after the render that shows the error, so it is announced with it.
  useEffect(() => {
    if (focusRequest) controls.current[focusRequest.target]?.focus();
  }, [focusRequest]);

  function change(patch: Change) {
    edited.current = true;
    const cleared = new Set((Object.keys(patch) as (keyof BookingValues)[]).map(fieldOf));
    // Moving away from "other" discards the description it asked for.
    const discard = patch.automationGoal !== undefined && patch.automationGoal !== goalField.otherOption;
    if (discard) cleared.add('customGoal');
    // On the latest values: an edit made as the form wakes lands on what was typed before it.
    setValues((current) => ({ ...current, ...patch, ...(discard ? { customGoal: '' } : {}) }));
    if ([...cleared].some((f) => errors[f])) {
      setErrors((prev) => Object.fromEntries(Object.entries(prev).filter(([f]) => !cleared.has(f as BookingField))));
    }
  }

  function done() {
    clearDraft(tabStorage());
    booking.current = {};
    setStatus('sent');
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    const found = validateBooking(values, messages, goalField.otherOption);
    setErrors(found);
    setNotice(null);
    if (Object.keys(found).length > 0) {
      setAnnouncement(FIELD_ORDER.flatMap((f) => found[f] ?? []).join('. '));
      setFocusRequest({ target: FIELD_ORDER.find((f) => found[f])! });
      return;
    }
    setAnnouncement('');
    const b = booking.current;
    // A program that filled in the hidden field gets the thank-you it expects, and nothing is sent.
    if (filledTrap(trap.current?.value ?? '')) return done();
    sending.current = true;
    setStatus('sending');
    b.id ??= newSubmissionId();
    save();
    try {
      // Sooner than a person types (autofill is that fast): held, showing the busy label, then sent.
      await waitOutHold(b.startedAt ?? pageStart());
      // Saved before posting: a reload from here on restores the booking as "may have been sent", same id.
      b.sending = true;
      save();
      const payload = buildPayload(values, goalField.otherOption, b.id);
      if (turnstileKey) payload.turnstile_token = await (await import('../../booking/turnstile.ts')).turnstileToken(challenge.current!, turnstileKey);
      await submitBooking(bookingEndpoint(), payload);
      done();
    } catch (error) {
      console.error('Strategy-call booking could not be sent:', error);
      b.sending = false;
      save();
      setStatus('editing');
      setNotice('failed');
      setFocusRequest({ target: 'alert' });
    } finally {
      sending.current = false;
    }
  }

  const register = (target: Target) => (el: HTMLElement | null) => {
    controls.current[target] = el;
  };

  return { values, errors, status, ready, announcement, notice, change, submit, register, trap, challenge, turnstile: Boolean(turnstileKey) };
}
