import path from 'node:path';
import { onSaves } from './saves.ts';
import type { Plugin } from 'vite';
import { BLOG_DIR, loadBlogPosts } from '../content/blog-posts.ts';
import { blockingProblems, formatProblem } from '../content/problem.ts';
import { CLAIMS_FILE } from '../content/claims/index.ts';

const ID = 'virtual:blog-posts';
const RESOLVED = '\0' + ID;

/**
 * Serves `virtual:blog-posts`: the published posts of content/blog/*.md, for the embedded blog
 * source. Only that source's chunk imports it, so the posts never weigh on other pages, and
 * drafts never reach the browser at all.
 */
export function blogPostsPlugin(root: string): Plugin {
  const dir = path.join(root, BLOG_DIR);
  return {
    name: 'blog-posts',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      const { posts, problems: all, sources } = loadBlogPosts(root);
      for (const file of sources.keys()) this.addWatchFile(path.join(root, file));
      // Posts use {{claim-id}} from claims.yaml too: a change there rebuilds them.
      this.addWatchFile(path.join(root, CLAIMS_FILE));
      // Warnings (a figure written out instead of its claim) are npm run validate's to report.
      const problems = blockingProblems(all);
      if (problems.length) {
        const message = problems.map((p) => formatProblem(p)).join('\n');
        const err: Error & { plugin?: string } = new Error(message);
        err.stack = message;
        err.plugin = 'blog-posts';
        throw err;
      }
      return `export default ${JSON.stringify(posts.filter((p) => p.published))};`;
    },
    configureServer(server) {
      const refresh = () => {
        const mod = server.moduleGraph.getModuleById(RESOLVED);
        if (mod) server.moduleGraph.invalidateModule(mod);
        // The content plugin reloads the page for any change under content/.
      };
      server.watcher.add(dir);
      onSaves(server.watcher, (file) => file.startsWith(dir + path.sep) || file === path.join(root, CLAIMS_FILE), refresh);
    },
  };
}
