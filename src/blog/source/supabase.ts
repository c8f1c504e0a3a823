import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { FAILED_MESSAGE, NOT_FOUND_MESSAGE, RELATED_COLUMNS, type ArticleResult, type BlogPost, type BlogSource, type RelatedPost } from '../types.ts';

/** PostgREST: `.single()` found no row. */
const NO_ROW = 'PGRST116';
/** PostgREST: the called function does not exist (the database predates the migration). */
const NO_FUNCTION = 'PGRST202';

/**
 * Realtime is never used, but the client builds a realtime connection factory up front and
 * Node 20 has no global WebSocket (the prerender and tests run there). This stand-in satisfies
 * the factory and refuses to connect if anything ever tried.
 */
class NoRealtime {
  constructor() {
    throw new Error('The blog does not use Supabase Realtime');
  }
}

export function createBlogClient(url: string, anonKey: string, fetchImpl?: typeof fetch): SupabaseClient {
  return createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: fetchImpl ? { fetch: fetchImpl } : undefined,
    realtime: typeof WebSocket === 'undefined' ? { transport: NoRealtime as never } : undefined,
  });
}

class QueryError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** A PostgreSQL array literal, quoting only the elements that need it ({Sales,"A, B"}). */
export function arrayLiteral(values: readonly string[]): string {
  const element = (v: string) => (/[,"\\{}]|^\s|\s$|^null$|^$/i.test(v) ? `"${v.replace(/["\\]/g, '\\$&')}"` : v);
  return `{${values.map(element).join(',')}}`;
}

const fail = (error: { message: string; code?: string }) => new QueryError(error.message, error.code);

/** The blogs table through supabase-js, queried exactly as section 7 of the spec says. */
export function createSupabaseSource(client: SupabaseClient): BlogSource {
  const blogs = () => client.from('blogs');
  /**
   * An address a live post had before it changed (kept by the database in previous_slugs): the
   * post is answered there too, and its page names the new address as canonical. A database
   * without the column (before the Studio's migration) just has no old addresses.
   */
  const movedArticle = async (slug: string): Promise<ArticleResult> => {
    const { data } = await blogs().select('*').contains('previous_slugs', [slug]).eq('published', true).limit(1);
    const post = (data as BlogPost[] | null)?.[0];
    return post ? { status: 'found', post } : { status: 'not-found', message: NOT_FOUND_MESSAGE };
  };
  return {
    kind: 'supabase',
    async list() {
      const { data, error } = await blogs().select('*').eq('published', true).order('published_at', { ascending: false });
      if (error) throw fail(error);
      return (data ?? []) as BlogPost[];
    },
    async article(slug): Promise<ArticleResult> {
      try {
        const { data, error } = await blogs().select('*').eq('slug', slug).eq('published', true).single();
        if (error?.code === NO_ROW) return await movedArticle(slug);
        if (error || !data) return { status: 'failed', message: FAILED_MESSAGE };
        return { status: 'found', post: data as BlogPost };
      } catch {
        return { status: 'failed', message: FAILED_MESSAGE };
      }
    },
    async related(post) {
      if (!post.tags?.length) return [];
      const { data, error } = await blogs()
        .select(RELATED_COLUMNS.join(', '))
        .eq('published', true)
        .neq('id', post.id)
        .overlaps('tags', arrayLiteral(post.tags))
        .order('published_at', { ascending: false })
        .limit(3);
      if (error) throw fail(error);
      return (data ?? []) as unknown as RelatedPost[];
    },
    async incrementViews(post) {
      const { error } = await client.rpc('increment_blog_views', { post_id: post.id });
      if (!error) return;
      if (error.code !== NO_FUNCTION) throw fail(error);
      // A database without the function: the spec's read-plus-one update (not atomic).
      const update = await blogs().update({ views: (post.views ?? 0) + 1 }).eq('id', post.id);
      if (update.error) throw fail(update.error);
    },
    async publishedSlugs() {
      const { data, error } = await blogs().select('slug').eq('published', true).order('published_at', { ascending: false });
      if (error) throw fail(error);
      return ((data ?? []) as { slug: string }[]).map((r) => r.slug);
    },
  };
}
