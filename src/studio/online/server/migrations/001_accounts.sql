-- People who may use the Studio online, their passkeys and recovery codes, invites, sessions and the audit log.
-- Tokens and codes are kept only as SHA-256 hashes: a copy of the database signs nobody in.

create table people (
  id uuid primary key,
  email text not null unique,
  name text not null,
  role text not null check (role in ('admin', 'publisher', 'editor')),
  created_at timestamptz not null default now(),
  removed_at timestamptz
);

create table passkeys (
  id text primary key,
  person_id uuid not null references people (id) on delete cascade,
  public_key bytea not null,
  counter bigint not null default 0,
  transports text not null default '',
  created_at timestamptz not null default now(),
  last_used_at timestamptz
);
create index passkeys_person on passkeys (person_id);

create table recovery_codes (
  person_id uuid primary key references people (id) on delete cascade,
  code_hash text not null,
  created_at timestamptz not null default now()
);

create table invites (
  token_hash text primary key,
  email text not null,
  role text not null check (role in ('admin', 'publisher', 'editor')),
  invited_by uuid references people (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

create table sessions (
  id_hash text primary key,
  person_id uuid not null references people (id) on delete cascade,
  csrf text not null,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  address text not null default ''
);
create index sessions_person on sessions (person_id);

create table audit_log (
  id bigserial primary key,
  at timestamptz not null default now(),
  person_id uuid,
  who text not null,
  action text not null,
  detail text not null default ''
);
create index audit_log_at on audit_log (at desc);
