-- Naps a user's sources reported (the runScenario nap scenarios record them):
-- each becomes a sleep summary document of its own, available from
-- reported_at or the nap's end plus the summary hold, whichever is later.
CREATE TABLE naps (
  client_uuid uuid NOT NULL,
  user_id text NOT NULL,
  start_at timestamptz NOT NULL,
  minutes int NOT NULL CHECK (minutes > 0),
  reported_at timestamptz NOT NULL,
  PRIMARY KEY (client_uuid, user_id, start_at),
  FOREIGN KEY (client_uuid, user_id) REFERENCES users ON DELETE CASCADE
);
