-- The inbox keeps a body's bytes as they came: PostgreSQL's text cannot hold
-- a NUL byte, which a stranger's POST may well contain.
ALTER TABLE inbox_messages ALTER COLUMN body TYPE bytea USING convert_to(body, 'UTF8');
