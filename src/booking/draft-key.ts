// One booking per tab: sessionStorage survives a reload but not closing the tab. Its own module:
// the block registry names it (the form wakes at once when the tab kept a booking).
export const BOOKING_DRAFT_KEY = 'automata:strategy-call-draft';
