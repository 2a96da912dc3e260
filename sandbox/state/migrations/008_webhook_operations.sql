-- Test webhooks (sendTestWebhook) are deliveries like any other, marked so
-- the delivery log can tell them from the ones the simulation made.
ALTER TABLE deliveries ADD COLUMN test boolean NOT NULL DEFAULT false;
