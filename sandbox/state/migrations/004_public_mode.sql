-- The hosted sandbox (public mode). Clients idle longer than SANDBOX_CLIENT_TTL_DAYS
-- are deleted, everything of theirs with them: when each was last seen.
-- Existing clients count as seen at the upgrade; the sandbox writes its own clock's time.
ALTER TABLE clients ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX clients_last_seen ON clients (last_seen_at);
-- The key of the tokens that open a user's connections page (an HMAC of client and user):
-- random, server-side, one per client.
ALTER TABLE clients ADD COLUMN page_key text NOT NULL DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
-- In public mode an inbox name starts with its client's client_uuid; the message then
-- belongs to that client and goes when the client does. Shared (local) names have none.
ALTER TABLE inbox_messages ADD COLUMN client_uuid uuid REFERENCES clients ON DELETE CASCADE;
CREATE INDEX inbox_by_client ON inbox_messages (client_uuid) WHERE client_uuid IS NOT NULL;
-- Request counts of @fastify/rate-limit shared by every sandbox on one PostgreSQL server:
-- one row per key and fixed window.
CREATE TABLE rate_limits (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  count int NOT NULL,
  PRIMARY KEY (key, window_start)
);
CREATE INDEX rate_limits_window ON rate_limits (window_start);
