-- The requests each client sent, newest kept (RequestLog.keep per client), so a reader can see what
-- the sandbox saw and which rule refused a call. Deleted with the client.
CREATE TABLE request_log (
  id bigserial PRIMARY KEY,
  client_uuid uuid NOT NULL REFERENCES clients ON DELETE CASCADE,
  request_id text NOT NULL,
  at timestamptz NOT NULL,
  sandbox_at timestamptz NOT NULL,
  operation_id text NOT NULL,
  method text NOT NULL,
  path text NOT NULL,
  status integer NOT NULL,
  duration_ms real NOT NULL,
  user_id text,
  request_body text,
  response_body text,
  rule text,
  help text
);
CREATE INDEX request_log_newest ON request_log (client_uuid, id DESC);
