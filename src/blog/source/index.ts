import type { BlogSource } from '../types.ts';
import { isLiveSource, supabaseAnonKey, supabaseUrl } from './config.ts';

let source: Promise<BlogSource> | undefined;

/**
 * The blog's source, created on first use. Both implementations are imported dynamically so that
 * supabase-js and the embedded posts load only on blog pages, and only the one in use.
 */
export function getBlogSource(): Promise<BlogSource> {
  source ??= isLiveSource
    ? import('./supabase.ts').then((m) => m.createSupabaseSource(m.createBlogClient(supabaseUrl!, supabaseAnonKey!)))
    : import('./embedded.ts').then((m) => m.createEmbeddedSource());
  return source;
}
