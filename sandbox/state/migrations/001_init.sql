-- One schema for PGlite and PostgreSQL. Every row belongs to a client, so
-- clients never see each other's users, deliveries or settings.
CREATE TABLE clients (
  client_uuid uuid PRIMARY KEY,
  username text NOT NULL UNIQUE,
  secret text NOT NULL,
  hash_key text NOT NULL,
  data_webhook_url text,
  notification_webhook_url text,
  clock_offset_ms bigint NOT NULL DEFAULT 0,
  last_tick_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  client_uuid uuid NOT NULL REFERENCES clients ON DELETE CASCADE,
  user_id text NOT NULL,
  time_zone text NOT NULL DEFAULT 'UTC',
  created_at timestamptz NOT NULL,
  PRIMARY KEY (client_uuid, user_id)
);

-- What createUserInformation stored, latest datetime wins.
CREATE TABLE user_information (
  client_uuid uuid NOT NULL,
  user_id text NOT NULL,
  datetime text NOT NULL,
  info jsonb NOT NULL,
  PRIMARY KEY (client_uuid, user_id),
  FOREIGN KEY (client_uuid, user_id) REFERENCES users ON DELETE CASCADE
);

-- One row per link period; revoked_at closes it. Data of a period stays readable.
CREATE TABLE links (
  id bigserial PRIMARY KEY,
  client_uuid uuid NOT NULL,
  user_id text NOT NULL,
  data_source text NOT NULL,
  linked_at timestamptz NOT NULL,
  revoked_at timestamptz,
  FOREIGN KEY (client_uuid, user_id) REFERENCES users ON DELETE CASCADE
);
CREATE UNIQUE INDEX links_one_open ON links (client_uuid, user_id, data_source) WHERE revoked_at IS NULL;

-- Authorization URLs waiting for the reader's Allow or Deny on the consent page.
CREATE TABLE consents (
  token text PRIMARY KEY,
  client_uuid uuid NOT NULL,
  user_id text NOT NULL,
  data_source text NOT NULL,
  redirect_url text,
  decision text,
  created_at timestamptz NOT NULL,
  FOREIGN KEY (client_uuid, user_id) REFERENCES users ON DELETE CASCADE
);

CREATE TABLE deliveries (
  id bigserial PRIMARY KEY,
  client_uuid uuid NOT NULL REFERENCES clients ON DELETE CASCADE,
  user_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('data', 'notification')),
  url text NOT NULL,
  payload jsonb NOT NULL,
  signature text NOT NULL,
  document_date date NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'delivered', 'rejected')),
  attempts jsonb NOT NULL DEFAULT '[]',
  first_attempt_at timestamptz NOT NULL,
  next_attempt_at timestamptz,
  rejected_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX deliveries_due ON deliveries (client_uuid, status, next_attempt_at);

CREATE TABLE inbox_messages (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  answered_status int NOT NULL,
  headers jsonb NOT NULL,
  body text NOT NULL
);
CREATE INDEX inbox_by_name ON inbox_messages (name, id);
