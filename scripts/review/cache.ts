import path from 'node:path';

/** Where reviews keep their builds: REVIEW_CACHE when set (CI can keep it between runs), else node_modules/.cache/review. */
export const defaultCache = (root: string, env: NodeJS.ProcessEnv = process.env): string => path.resolve(root, env.REVIEW_CACHE || 'node_modules/.cache/review');
