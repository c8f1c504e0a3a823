/** The blog list's filters in the address (?q=…&topic=…). */
export const SEARCH_PARAM = 'q';
export const TOPIC_PARAM = 'topic';

/** Both: the block registry names them (the list wakes at once for an address that has them). */
export const FILTER_PARAMS = [SEARCH_PARAM, TOPIC_PARAM];
