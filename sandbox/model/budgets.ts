// What one client may make the sandbox hold and do (the numbers live in
// core/data/sandbox.ts, which the Sandbox guide reads too): its users, its
// linked sources, and the webhook deliveries it has due and not yet sent.
// A call past one is refused with a 422 or 429 that names the budget and
// says what to do instead.
import {sandboxBudgets, sandboxInboxKeeps, type SandboxBudgetProfile} from '../../core/data/sandbox';

const count = (n: number) => n.toLocaleString('en-US');

export interface Budgets {
  profile: SandboxBudgetProfile;
  /** Users a client may have; null: no budget. */
  users: number | null;
  /** Sources linked now, across a client's users; null: no budget. */
  linkedSources: number | null;
  /** Deliveries due and not yet sent; past it, calls that queue more are refused and generation waits. */
  dueDeliveries: number;
  /** User-days of data still to be queued in the background (a long clock move, a link's pre-existing days); past it, calls that queue more are refused. */
  waitingDays: number;
  /** Messages an inbox keeps (the newest), per name and, in public mode, per client. */
  inboxMessages: number;
}

/** The budgets of a sandbox: public mode's on PostgreSQL, tighter on the embedded database (one process), none but the backlog's locally. */
export function budgetsFor(publicMode: boolean, database: 'pglite' | 'postgresql', overrides: Partial<Budgets> = {}): Budgets {
  const profile: SandboxBudgetProfile = !publicMode ? 'local' : database === 'postgresql' ? 'hosted' : 'hostedEmbedded';
  return {profile, ...sandboxBudgets[profile], inboxMessages: sandboxInboxKeeps, ...overrides};
}

/** The start-up line's account of the mode: public mode, and on which database with which budgets. */
export function describeMode(budgets: Budgets): string {
  if (budgets.profile === 'local') return 'local mode';
  const where =
    budgets.profile === 'hosted'
      ? 'public mode on PostgreSQL'
      : 'public mode on the embedded database (one process, tighter budgets; set DATABASE_URL for the hosted ones)';
  return `${where}; per client at most ${count(budgets.users!)} users, ${count(budgets.linkedSources!)} linked sources and ${count(budgets.dueDeliveries)} deliveries due`;
}

/** A call past a budget: the error handler answers it as `status` with this message. */
export class BudgetExceeded extends Error {
  constructor(
    readonly status: 422 | 429,
    message: string,
    /** For a 429: seconds until a retry may find room. */
    readonly retryAfterSeconds = 10,
  ) {
    super(message);
    this.name = 'BudgetExceeded';
  }
}

export function tooManyUsers(max: number): BudgetExceeded {
  return new BudgetExceeded(
    422,
    `This client has ${count(max)} users, the most the sandbox keeps for one client: reuse one of them, empty the client with resetSandbox, or create another client with createSandboxClient`,
  );
}

export function tooManyLinks(max: number): BudgetExceeded {
  return new BudgetExceeded(
    422,
    `This client has ${count(max)} sources linked, the most the sandbox keeps for one client: revoke one, empty the client with resetSandbox, or create another client with createSandboxClient`,
  );
}

export function tooManyWaiting(max: number): BudgetExceeded {
  return new BudgetExceeded(
    429,
    `This client has ${count(max)} user-days of data still waiting to be queued, the most the sandbox holds for one client: wait while it queues them (listWebhookDeliveries shows them as they come), or empty the client with resetSandbox`,
  );
}

export function tooManyDue(max: number): BudgetExceeded {
  return new BudgetExceeded(
    429,
    `This client has ${count(max)} webhook deliveries due and not yet sent, the most the sandbox queues for one client: wait while they are sent (listWebhookDeliveries shows them), or empty the client with resetSandbox`,
  );
}
