-- Users deleted at ROOK by a revoke (unlinking Withings deletes the user): when, so the user's
-- connections page can still say what happened while Withings itself lists the link. The user's
-- own rows go with it (ON DELETE CASCADE); this one is kept until the client is deleted.
CREATE TABLE deleted_users (
  client_uuid uuid NOT NULL REFERENCES clients ON DELETE CASCADE,
  user_id text NOT NULL,
  source text NOT NULL,
  deleted_at timestamptz NOT NULL,
  PRIMARY KEY (client_uuid, user_id)
);
