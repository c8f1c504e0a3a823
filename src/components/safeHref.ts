const SAFE = /^(\/(?!\/)[^\s]*|https?:\/\/[^\s]+|mailto:[^\s]+|tel:\+?[0-9][0-9 ()-]*)$/i;

/** Only site paths, http(s), mailto and tel links are ever rendered as links. */
export const isSafeHref = (href: string): boolean => SAFE.test(href.trim());
