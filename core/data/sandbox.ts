/**
 * The demo pair ROOK's API reference documents for testing: always accepted by the
 * sandbox, beside the site or hosted. Browser-safe; the sandbox and the try-it console both
 * read it from here.
 */
export const sandboxDemoCredentials = {username: 'demoClientUUID', secret: 'demoClientSecret'} as const;

/**
 * What one client may make the sandbox hold and do, by where it runs: on a reader's machine
 * (`local`), hosted in public mode on PostgreSQL (`hosted`), or hosted in public mode on the embedded
 * database, one process (`hostedEmbedded`). `null`: no budget. The Sandbox guide and the control API's
 * description state these numbers; a test holds them to this table.
 */
export const sandboxBudgets = {
  local: {users: null, linkedSources: null, dueDeliveries: 10_000, waitingDays: 2_000},
  hosted: {users: 50, linkedSources: 100, dueDeliveries: 10_000, waitingDays: 2_000},
  hostedEmbedded: {users: 20, linkedSources: 40, dueDeliveries: 2_000, waitingDays: 700},
} as const satisfies Record<string, {users: number | null; linkedSources: number | null; dueDeliveries: number; waitingDays: number}>;

export type SandboxBudgetProfile = keyof typeof sandboxBudgets;

/** The furthest one advanceSandboxClock call moves a client's clock: 31 days, in seconds (the control contract's maximum). */
export const sandboxClockMoveSeconds = 31 * 86_400;

/** Messages an inbox keeps: the newest, per inbox name, and in a hosted sandbox per client across its inboxes. */
export const sandboxInboxKeeps = 1_000;
