-- The authorizer hands out the link already waiting for the same user, source
-- and redirect_url: this finds it without reading every consent ever made.
CREATE INDEX consents_waiting ON consents (client_uuid, user_id, data_source) WHERE decision IS NULL;
