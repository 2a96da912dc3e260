-- Which sandbox process sends a client's due webhook deliveries now (see
-- outbox.ts): one row per client being served, with the token that fences
-- its recorded attempts, the process holding it (host and pid, for
-- operators) and the database time at which the claim lapses.
CREATE TABLE dispatch_leases (
  client_uuid uuid PRIMARY KEY REFERENCES clients ON DELETE CASCADE,
  token text NOT NULL,
  holder text NOT NULL,
  until timestamptz NOT NULL
);
-- Finding due deliveries reads pending rows only.
CREATE INDEX deliveries_pending ON deliveries (client_uuid, next_attempt_at) WHERE status = 'pending';
