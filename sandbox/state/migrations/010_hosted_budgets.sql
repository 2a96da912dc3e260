-- Request limits as sliding windows (request-counter.ts): each process adds
-- its own counts to a row of its own per key and slot, so no request waits on
-- a row every process writes. Replaces the fixed-window counts.
DROP TABLE rate_limits;
CREATE TABLE request_counts (
  key text NOT NULL,
  slot_ms float8 NOT NULL,
  process text NOT NULL,
  count int NOT NULL,
  PRIMARY KEY (key, slot_ms, process)
);
CREATE INDEX request_counts_slot ON request_counts (slot_ms);
-- The outbox serves each client a turn of deliveries at a time, least
-- recently served first (outbox.ts): when the client's last turn ended.
ALTER TABLE dispatch_leases ADD COLUMN served_at timestamptz;
