-- What a Supabase project has before any migration runs, as far as the blog migration relies on it:
-- the API roles and the default privileges that hand them every new table, function and sequence
-- (the migration must take these back where it matters).
create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
