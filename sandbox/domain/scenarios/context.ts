// What a scenario may do, for the calling client only: move its clock forward, create new users,
// link sources, record naps, and describe the calls that show its rule (built from the contracts,
// so no path is written twice).
import {randomBytes} from 'node:crypto';
import type {Contracts} from '../../contract/operations';
import type {Client} from '../../state/rows';
import {moveClockTo, setWebhookUrls} from '../clients';
import type {DomainServices} from '../services';
import {linkSources, recordNap} from '../users';
import {addDays, instantOf, localDate} from '../../../core/rules/time';

interface ScenarioCall {
  operation_id: string;
  method: string;
  path: string;
  body?: Record<string, unknown>;
  shows: string;
}

/** What a scenario set up: the part of runScenario's answer that differs per scenario. */
export interface Plan {
  timeZone: string;
  userIds: string[];
  sources: string[];
  dates: Record<string, string>;
  calls: ScenarioCall[];
}

/** What a scenario acts on: the domain's services, and the contracts its calls are described from. */
export interface ScenarioServices extends DomainServices {
  contracts: Contracts;
}

export class ScenarioContext {
  /** `base`: the sandbox's absolute base URL, for the inbox URLs a scenario sets. */
  constructor(
    readonly services: ScenarioServices,
    readonly clientUuid: string,
    readonly base: string,
    readonly scenarioId: string,
  ) {}

  async client(): Promise<Client> {
    return this.services.store.clients.client(this.clientUuid);
  }

  async now(): Promise<number> {
    return this.services.store.clients.now(await this.client());
  }

  /** Moves the client's clock forward to `instant` (never back), as advanceSandboxClock does. */
  async advanceTo(instant: number): Promise<void> {
    await moveClockTo(this.services, this.clientUuid, instant);
  }

  /** Moves the clock to the next moment the user's wall clock shows `time` (HH:MM:SS). */
  async advanceToLocal(timeZone: string, time: string): Promise<void> {
    const now = await this.now();
    let date = localDate(timeZone, now);
    while (instantOf(timeZone, date, time) <= now) date = addDays(date, 1);
    await this.advanceTo(instantOf(timeZone, date, time));
  }

  /** How most scenarios start: the clock at the next `time` (HH:MM:SS) of the user's wall clock, then a new user with its sources. */
  async userAt(timeZone: string, time: string, sources: string[]) {
    await this.advanceToLocal(timeZone, time);
    const user = await this.newUser(timeZone, sources);
    const plan: Pick<Plan, 'timeZone' | 'userIds' | 'sources'> = {timeZone, userIds: [user], sources};
    return {user, today: await this.today(timeZone), plan};
  }

  async today(timeZone: string): Promise<string> {
    return localDate(timeZone, await this.now());
  }

  /** A new user in `timeZone` (a fresh id each run, so a run never touches the client's own users), with its sources linked. */
  async newUser(timeZone: string, sources: string[], label = ''): Promise<string> {
    const userId = `${this.scenarioId}${label ? `-${label}` : ''}-${randomBytes(3).toString('hex')}`;
    await linkSources(this.services, this.clientUuid, userId, sources, timeZone);
    return userId;
  }

  /** A call of either contract, its path parameters filled in and its query appended. */
  call(
    operationId: string,
    shows: string,
    {
      params = {},
      query = {},
      body,
    }: {params?: Record<string, string>; query?: Record<string, string | number>; body?: Record<string, unknown>} = {},
  ): ScenarioCall {
    const operation = this.services.contracts.operations.get(operationId);
    if (!operation) throw new Error(`scenario ${this.scenarioId}: no operation ${operationId}`);
    const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? `{${name}}`));
    const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();
    return {
      operation_id: operationId,
      method: operation.method.toUpperCase(),
      path: search ? `${path}?${search}` : path,
      ...(body ? {body} : {}),
      shows,
    };
  }

  /** A processed-data read for a user and date. */
  read(operationId: string, userId: string, date: string, shows: string): ScenarioCall {
    return this.call(operationId, shows, {query: {user_id: userId, date}});
  }

  /**
   * Points the client's webhooks at the sandbox's own inbox when it has none, so a scenario's
   * documents can be watched there; `rejecting` points the Data Webhook at an inbox that answers 500.
   */
  async useInbox({rejecting = false} = {}): Promise<void> {
    const inbox = (name: string) => `${this.base}/inbox/${this.clientUuid}-${name}`;
    const client = await this.client();
    const urls: Parameters<typeof setWebhookUrls>[2] = {};
    if (rejecting || !client.data_webhook_url)
      urls.data_webhook_url = rejecting ? `${inbox('scenarios-rejecting')}?respond_with=500` : inbox('scenarios');
    if (!client.notification_webhook_url) urls.notification_webhook_url = inbox('scenarios-notices');
    if (Object.keys(urls).length) await setWebhookUrls(this.services, this.clientUuid, urls);
  }

  /**
   * Points the client's Data Webhook URL at an inbox of the scenario's own, named `${client_uuid}-${name}`,
   * which accepts every delivery (the notification URL too, when the client has none); its URL.
   */
  async useOwnReceiver(name: string): Promise<string> {
    const url = `${this.base}/inbox/${this.clientUuid}-${name}`;
    const client = await this.client();
    await setWebhookUrls(this.services, this.clientUuid, {
      data_webhook_url: url,
      ...(client.notification_webhook_url ? {} : {notification_webhook_url: `${this.base}/inbox/${this.clientUuid}-scenarios-notices`}),
    });
    return url;
  }

  /** The inbox names the client's webhooks go to, when they are this sandbox's own inbox. */
  async inboxNames(): Promise<{data: string | null; notifications: string | null}> {
    const client = await this.client();
    const name = (url: string | null) => {
      if (!url || !url.startsWith(`${this.base}/inbox/`)) return null;
      return new URL(url).pathname.split('/').at(-1) ?? null;
    };
    return {data: name(client.data_webhook_url), notifications: name(client.notification_webhook_url)};
  }

  /** Records a nap the user's source reported now (the sandbox's nap model, see generator naps). */
  async addNap(userId: string, startAt: number, minutes: number): Promise<void> {
    await recordNap(this.services, this.clientUuid, userId, startAt, minutes);
  }
}
