// The rows of the sandbox's state that more than one module holds: the repository returns them
// and the read cache keeps them, so they live below both.

/** A client as the repository reads it: its clock offset and last tick in milliseconds. */
export interface Client {
  readonly client_uuid: string;
  readonly username: string;
  readonly hash_key: string;
  readonly data_webhook_url: string | null;
  readonly notification_webhook_url: string | null;
  readonly clock_offset_ms: number;
  readonly last_tick_at: number;
}
