import {useCallback, useEffect, useRef, useState} from 'react';
import type {Credentials} from '../../../ui/credentials';
import {
  createOwnSandboxClient,
  demoCredentials as demo,
  forgetSandboxClient,
  isDemoReadOnly,
  keepSandboxClient,
  savedSandboxClient,
} from '../../../ui/sandboxClient';
import {sandboxLocation, useSandboxLocation} from '../../../ui/sandboxLocation';
import {
  control,
  inboxName,
  SandboxError,
  SandboxUnreachable,
  quiet,
  type Delivery,
  type InboxMessage,
  type SandboxUser,
  type Settings,
} from './api';

export const DELIVERY_LIMIT = 50;
/** While deliveries are due, the sandbox is sending them in the background: the page reads again this often. */
const SENDING_REFRESH_MS = 1_000;

export interface SandboxState {
  settings: Settings;
  users: SandboxUser[];
  deliveries: Delivery[];
  /** Messages of each inbox the webhook URLs point at, by inbox name. */
  inboxes: Record<string, InboxMessage[]>;
}

/** Whether a delivery is due by the client's sandbox clock, so the sandbox is about to send it. */
function sending(state: SandboxState): boolean {
  const now = Date.parse(state.settings.clock.now);
  return state.deliveries.some((d) => d.status === 'pending' && d.next_attempt_at !== null && Date.parse(d.next_attempt_at) <= now);
}

type Phase = {kind: 'checking'} | {kind: 'unreachable'; reason: string} | {kind: 'ready'; state: SandboxState};

interface Announcement {
  text: string;
  error: boolean;
}

async function load(credentials: Credentials): Promise<SandboxState> {
  const [settings, {users}, {deliveries}, {baseUrl}] = await Promise.all([
    control(credentials, (sandbox) => sandbox.GET('/_sandbox/settings', quiet)),
    control(credentials, (sandbox) => sandbox.GET('/_sandbox/users', quiet)),
    control(credentials, (sandbox) => sandbox.GET('/_sandbox/deliveries', {params: {query: {limit: DELIVERY_LIMIT}}, ...quiet})),
    sandboxLocation(),
  ]);
  const inboxes = [settings.data_webhook_url, settings.notification_webhook_url].map((url) => inboxName(url, baseUrl));
  const names = [...new Set(inboxes)].filter((n) => n !== null);
  const lists = await Promise.all(
    names.map((name) => control(credentials, (sandbox) => sandbox.GET('/_sandbox/inbox/{name}', {params: {path: {name}}, ...quiet}))),
  );
  return {settings, users, deliveries, inboxes: Object.fromEntries(names.map((name, i) => [name, lists[i]!.messages]))};
}

/**
 * The saved client, or a new one when the sandbox no longer knows it (401: a hosted sandbox deletes
 * clients unused for some days), or the demo client when no new one can be made.
 */
async function savedOrRenewed(saved: Credentials): Promise<{credentials: Credentials; note: Announcement | null}> {
  try {
    await control(saved, (sandbox) => sandbox.GET('/_sandbox/settings', quiet));
    return {credentials: saved, note: null};
  } catch (error) {
    if (!(error instanceof SandboxError && error.status === 401)) return {credentials: saved, note: null};
  }
  const gone = `Your saved client ${saved.username} no longer exists in this sandbox (a hosted sandbox deletes clients unused for some days).`;
  try {
    const created = await createOwnSandboxClient((await sandboxLocation()).baseUrl);
    return {credentials: created, note: {text: `${gone} Now using a new client, ${created.username}.`, error: false}};
  } catch (error) {
    return {credentials: demo, note: {text: `${gone} Using the demo client: ${(error as Error).message}`, error: true}};
  }
}

/**
 * The dashboard's state: which client it acts as, what the sandbox last
 * answered, and the result of the last action (for the live region). Every
 * action refreshes the whole state afterwards, so the page never shows a mix.
 */
export function useSandbox() {
  const location = useSandboxLocation();
  const [credentials, setCredentials] = useState<Credentials>(demo);
  const [phase, setPhase] = useState<Phase>({kind: 'checking'});
  const [announcement, setAnnouncement] = useState<Announcement>({text: '', error: false});
  const [busy, setBusy] = useState<string | null>(null);
  // Answers of an older refresh must not overwrite a newer one.
  const generation = useRef(0);

  const refresh = useCallback(async (using: Credentials) => {
    const current = ++generation.current;
    try {
      const state = await load(using);
      if (current === generation.current) setPhase({kind: 'ready', state});
    } catch (error) {
      if (current !== generation.current) return;
      if (error instanceof SandboxUnreachable) setPhase({kind: 'unreachable', reason: error.message});
      else setAnnouncement({text: `Could not read the sandbox: ${(error as Error).message}`, error: true});
    }
  }, []);

  // Client only: sessionStorage and fetch do not exist during the static render.
  useEffect(() => {
    const saved = savedSandboxClient();
    if (!saved) {
      void refresh(demo);
      return;
    }
    setCredentials(saved);
    void savedOrRenewed(saved).then(({credentials: using, note}) => {
      if (using !== saved) {
        keepSandboxClient(using);
        setCredentials(using);
      }
      if (note) setAnnouncement(note);
      return refresh(using);
    });
  }, [refresh]);

  // Watch the deliveries the sandbox is sending arrive, without a click.
  useEffect(() => {
    if (phase.kind !== 'ready' || !sending(phase.state) || busy) return undefined;
    const timer = setTimeout(() => void refresh(credentials), SENDING_REFRESH_MS);
    return () => clearTimeout(timer);
  }, [phase, busy, credentials, refresh]);

  /**
   * Runs one action, announces its result or the sandbox's error message, then reloads the state.
   * A hosted sandbox refuses writes with the demo pair (403): the action then runs again with a
   * client of the reader's own, created for this tab.
   */
  const act = useCallback(
    async (label: string, action: (using: Credentials) => Promise<string>, using: Credentials = credentials) => {
      setBusy(label);
      try {
        let current = using;
        let message: string;
        try {
          message = await action(current);
        } catch (error) {
          if (!(error instanceof SandboxError && isDemoReadOnly(error.status, current))) throw error;
          current = await createOwnSandboxClient((await sandboxLocation()).baseUrl);
          setCredentials(current);
          message = `This sandbox keeps the demo client read-only, so the dashboard created a client of your own, ${current.username}, kept in this tab. ${await action(current)}`;
        }
        setAnnouncement({text: message, error: false});
        await refresh(current);
        return true;
      } catch (error) {
        if (error instanceof SandboxUnreachable) setPhase({kind: 'unreachable', reason: error.message});
        const status = error instanceof SandboxError ? ` (${error.status})` : '';
        setAnnouncement({text: `${label} failed${status}: ${(error as Error).message}`, error: true});
        return false;
      } finally {
        setBusy(null);
      }
    },
    [credentials, refresh],
  );

  /** Switches to another client once the sandbox accepted its pair; non-demo pairs go to sessionStorage only. */
  const switchClient = useCallback(
    async (next: Credentials, message: string) => {
      const ok = await act(
        'Switching client',
        async (using) => {
          await control(using, (sandbox) => sandbox.GET('/_sandbox/settings', quiet));
          return message;
        },
        next,
      );
      if (!ok) return false;
      setCredentials(next);
      keepSandboxClient(next);
      return true;
    },
    [act],
  );

  const forgetClient = useCallback(() => {
    forgetSandboxClient();
    setCredentials(demo);
    setAnnouncement({text: 'Forgot your client; the dashboard uses the demo client again.', error: false});
    void refresh(demo);
  }, [refresh]);

  return {
    /** Where the sandbox is; null until known (the static render). */
    location,
    credentials,
    isDemo: credentials.username === demo.username,
    phase,
    announcement,
    busy,
    act,
    switchClient,
    forgetClient,
    retry: () => {
      setPhase({kind: 'checking'});
      void refresh(credentials);
    },
  };
}
