// Site paths (never //host or /\host, which browsers read as another site), http(s), mailto and tel;
// no whitespace, backslashes or control characters anywhere (browsers drop or reinterpret them).
const SAFE = /^(\/(?![/\\])[^\s\\\u0000-\u001f\u007f]*|https?:\/\/[^\s\\\u0000-\u001f\u007f]+|mailto:[^\s\\\u0000-\u001f\u007f]+|tel:\+?[0-9][0-9 ()-]*)$/i;

/** Only site paths, http(s), mailto and tel links are ever rendered as links. */
export const isSafeHref = (href: string): boolean => SAFE.test(href.trim());
