/** /about/ and /about are one page; / stays /. (Its own module: the first bundle needs only this.) */
export const normalisePath = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname);
