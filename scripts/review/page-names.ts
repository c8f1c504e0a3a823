import type { Content } from '../content/load.ts';
import { pageName, postName } from '../content/names.ts';

/**
 * Pages named as editors and `npm run validate` name them ("Home", "About", `Blog post "…"`), from
 * the new content; a removed page by the title it had.
 */
export function pageNamer(content: Content): (route: string, oldTitle?: string) => string {
  const pages = new Map(content.pages.map((p) => [p.route === '*' ? '/404' : p.route, p.page]));
  const posts = new Map(content.posts.map((p) => [`/blog/${p.slug}`, p]));
  return (route, oldTitle) => {
    const post = posts.get(route);
    if (post) return postName(post);
    if (route === '/404') return pageName('*');
    const page = pages.get(route);
    if (page || !route.startsWith('/blog/')) return pageName(route, content.site, page ?? { seo: { title: oldTitle } });
    return postName({ title: oldTitle ?? route.slice('/blog/'.length) });
  };
}
