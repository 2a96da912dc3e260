// The rows of the sandbox's state that more than one module holds: the repository returns them
// and the read cache keeps them, so they live below both.

/** A client as the repository reads it: its clock offset and last tick in milliseconds. */
export interface Client {
  client_uuid: string;
  username: string;
  hash_key: string;
  data_webhook_url: string | null;
  notification_webhook_url: string | null;
  clock_offset_ms: number;
  last_tick_at: number;
}
