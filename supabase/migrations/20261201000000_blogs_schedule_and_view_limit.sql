-- Scheduled posts stay hidden until their time, and the public view counter cannot be inflated.
--
-- Visibility: a post is public when published = true AND published_at <= now(). A post published
-- with a date in the future appears on its own at that moment; nothing reads it before.
--
-- View counting (the rule, also in README.md): increment_blog_views counts a view only for a
-- visible post, and at most blog_view_limit_per_minute() views per post per clock minute (100);
-- calls beyond that in the same minute are ignored and return the count unchanged. The site itself
-- asks once per post per browser tab (sessionStorage), so real readers stay far below the limit,
-- while a script hammering the endpoint adds at most 100 views a minute to a post.

drop policy "Published posts are public" on public.blogs;

create policy "Published posts are public once their time has come"
  on public.blogs
  for select
  to anon, authenticated
  using (published and published_at <= now());

comment on table public.blogs is
  'Blog posts. Visible to the public (anon) key only when published = true and published_at <= now().';

-- The list and the slugs query, now also filtered by time.
drop index if exists public.blogs_published_at_idx;
create index blogs_published_at_idx on public.blogs (published_at desc) where published;

-- Views counted per post per minute. Only the counter function touches this table: no API role
-- can read or write it.
create table public.blog_view_minutes (
  post_id bigint      not null references public.blogs (id) on delete cascade,
  minute  timestamptz not null,
  views   integer     not null check (views > 0),
  primary key (post_id, minute)
);

alter table public.blog_view_minutes enable row level security;
revoke all on table public.blog_view_minutes from public, anon, authenticated;
grant select, insert, update, delete on table public.blog_view_minutes to service_role;

-- The limit, in one place.
create function public.blog_view_limit_per_minute()
returns integer
language sql
immutable
set search_path = ''
as $$ select 100 $$;

-- One more view for a visible post, atomically and within the limit. Returns the post's count
-- (unchanged when the limit was reached), or null when no visible post has that id.
-- SECURITY DEFINER so the public key can count without any right on the tables; the empty
-- search_path keeps callers from substituting their own objects.
create or replace function public.increment_blog_views(post_id bigint)
returns bigint
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  this_minute constant timestamptz := date_trunc('minute', now());
  counted integer;
  total bigint;
begin
  perform 1 from public.blogs b where b.id = post_id and b.published and b.published_at <= now();
  if not found then
    return null;
  end if;

  -- The row lock of the upsert serialises concurrent views of one post, so the count is exact.
  insert into public.blog_view_minutes as m (post_id, minute, views)
  values (post_id, this_minute, 1)
  on conflict on constraint blog_view_minutes_pkey do update set views = m.views + 1
  returning m.views into counted;

  if counted = 1 then
    -- A new minute for this post: earlier minutes are no longer needed.
    delete from public.blog_view_minutes m where m.post_id = increment_blog_views.post_id and m.minute < this_minute;
  end if;

  if counted > public.blog_view_limit_per_minute() then
    select b.views into total from public.blogs b where b.id = post_id;
    return total;
  end if;

  update public.blogs b set views = b.views + 1 where b.id = post_id returning b.views into total;
  return total;
end;
$$;

revoke all on function public.increment_blog_views(bigint) from public;
grant execute on function public.increment_blog_views(bigint) to anon, authenticated, service_role;
revoke all on function public.blog_view_limit_per_minute() from public, anon, authenticated;
