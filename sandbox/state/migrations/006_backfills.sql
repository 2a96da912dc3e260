-- A link's pre-existing days, queued as documents in the background in small steps (webhooks.ts):
-- the call that made the link answers at once, and a process that dies mid-way leaves the rest here
-- for another. Each row: the user's dates next_date..last_date still to queue, with the documents
-- that changed after `since` and by `until` (the tick that saw the link).
CREATE TABLE backfills (
  id bigserial PRIMARY KEY,
  client_uuid uuid NOT NULL REFERENCES clients ON DELETE CASCADE,
  user_id text NOT NULL,
  next_date date NOT NULL,
  last_date date NOT NULL,
  since_ms float8 NOT NULL,
  until_ms float8 NOT NULL
);
CREATE INDEX backfills_client ON backfills (client_uuid);
