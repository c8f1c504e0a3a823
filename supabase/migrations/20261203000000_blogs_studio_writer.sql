-- Posts written from the Studio (issue 31): a limited role for the Studio's server, a row version
-- set by the database, deletion that can be undone for a while, and old addresses that keep working.
--
-- The Studio's server connects as studio_writer. The role is created without a password; give it
-- one (and the right to log in) once, in the SQL editor, and put its connection string in the
-- Studio server's STUDIO_BLOGS_DATABASE_URL (never in the site's build or the browser):
--   alter role studio_writer with login password '<a long random password>';

-- The row's version: 1 when written, one more at each edit (not at a counted view). The Studio
-- saves "onto version n" and so knows when someone else saved the post in between.
alter table public.blogs add column version bigint not null default 1;
-- Set when a post is deleted in the Studio: the row is kept, hidden everywhere, until the Studio's
-- undo window has passed (the Studio then removes it for good).
alter table public.blogs add column deleted_at timestamptz;
-- Addresses the post had while it was live; the site forwards them to the current one.
alter table public.blogs add column previous_slugs text[] not null default '{}';

create index blogs_previous_slugs_idx on public.blogs using gin (previous_slugs);

-- updated_at and version follow edits to a post, but not view counting. An address changed while
-- the post was public is kept in previous_slugs, so links to it go on working.
create or replace function public.blogs_touch_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (to_jsonb(new) - 'views' - 'updated_at' - 'version') is distinct from (to_jsonb(old) - 'views' - 'updated_at' - 'version') then
    new.updated_at := now();
    new.version := old.version + 1;
  else
    new.version := old.version;
  end if;
  if new.slug is distinct from old.slug then
    if old.published and old.published_at <= now() and old.deleted_at is null then
      new.previous_slugs := array_append(array_remove(new.previous_slugs, old.slug), old.slug);
    end if;
    -- Going back to an earlier address makes it the current one again.
    new.previous_slugs := array_remove(new.previous_slugs, new.slug);
  end if;
  return new;
end;
$$;

revoke all on function public.blogs_touch_updated_at() from public, anon, authenticated;

-- The public roles: deleted posts are hidden like drafts.
drop policy "Published posts are public once their time has come" on public.blogs;

create policy "Published posts are public once their time has come"
  on public.blogs
  for select
  to anon, authenticated
  using (published and published_at <= now() and deleted_at is null);

comment on table public.blogs is
  'Blog posts. Visible to the public (anon) key only when published = true, published_at <= now() and not deleted.';

-- Views are counted for visible posts only, and a deleted post is not visible (same function as
-- before, with the deleted_at condition added).
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
  perform 1 from public.blogs b where b.id = post_id and b.published and b.published_at <= now() and b.deleted_at is null;
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

-- The Studio's writer: reads and writes the posts, nothing else. It sets neither the view count nor
-- the version, the dates the database keeps, nor the old addresses (the trigger keeps those).
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'studio_writer') then
    create role studio_writer nologin noinherit;
  end if;
end;
$$;

grant usage on schema public to studio_writer;
grant select, delete on table public.blogs to studio_writer;
grant insert (title, slug, excerpt, content, author, featured_image, featured, published, published_at, tags, reading_time, meta_title, meta_description)
  on table public.blogs to studio_writer;
grant update (title, slug, excerpt, content, author, featured_image, featured, published, published_at, tags, reading_time, meta_title, meta_description, deleted_at)
  on table public.blogs to studio_writer;
grant usage on sequence public.blogs_id_seq to studio_writer;

create policy "The Studio's writer reads and writes every post"
  on public.blogs
  for all
  to studio_writer
  using (true)
  with check (true);
