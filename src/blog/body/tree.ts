/**
 * An article body as plain data: what the markdown pipeline made of it, recorded as elements
 * instead of rendered. The prerender embeds it with the page, so the browser shows and hydrates
 * the article without the pipeline; it is loaded only to turn a post fetched live into this form.
 */
export type BodyNode = string | BodyElement;

export interface BodyElement {
  tag: string;
  props?: Record<string, string | number>;
  children?: BodyNode[];
}
