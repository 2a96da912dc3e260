-- A delivery's round of tries: resendWebhookDelivery starts a new one. A try
-- already under way when the resend came records its attempt but leaves the
-- new round's status and schedule alone.
ALTER TABLE deliveries ADD COLUMN round integer NOT NULL DEFAULT 0;
