// The sandbox's state, one repository per aggregate. Every query is scoped by client_uuid. The
// repositories own the SQL of every table a cached read comes from (clients, users, links,
// user_information, consents): each of their writes says what it makes stale, so the read cache
// never guesses from SQL text.
import type {DemoClient} from '../contract/operations';
import type {Clock} from '../model/clock';
import {Backfills} from './backfills';
import {Clients} from './clients';
import type {Db} from './db';
import {Deliveries} from './deliveries';
import {Inbox} from './inbox';
import {StateParts, type StoreBudgets} from './repository';
import {RequestLog} from './request-log';
import {Users} from './users';

export class Store {
  readonly db: Db;
  readonly clock: Clock;
  readonly budgets: StoreBudgets;
  readonly clients: Clients;
  readonly users: Users;
  readonly deliveries: Deliveries;
  readonly backfills: Backfills;
  readonly inbox: Inbox;
  readonly requests: RequestLog;

  constructor(db: Db, clock: Clock, budgets: StoreBudgets, demo: DemoClient) {
    const parts = new StateParts(db, clock, budgets, demo);
    this.db = parts.db;
    this.clock = clock;
    this.budgets = budgets;
    this.clients = new Clients(parts);
    this.users = new Users(parts);
    this.deliveries = new Deliveries(parts);
    this.backfills = new Backfills(parts);
    this.inbox = new Inbox(parts);
    this.requests = new RequestLog(parts);
  }
}
