import type {ReactNode} from 'react';
import {routes} from '../../../core/config/routes';
import type {SandboxLocation} from '../../../ui/sandboxLocation';
import ClientSection from './ClientSection';
import ClockSection from './ClockSection';
import DeliveriesSection from './DeliveriesSection';
import InboxSection from './InboxSection';
import RequestsSection from './RequestsSection';
import ResetSection from './ResetSection';
import Unreachable from './Unreachable';
import UsersSection from './UsersSection';
import {useSandbox} from './useSandbox';
import styles from './styles.module.css';

function lookingFor(location: SandboxLocation | null): string {
  if (!location) return 'Looking for the sandbox…';
  return location.hosted
    ? `Looking for the hosted sandbox at ${location.baseUrl}…`
    : `Looking for the sandbox beside this site at ${routes.sandboxApi}…`;
}

/**
 * The sandbox's state for one client, read and driven through the control
 * API of the sandbox the site is set to use (beside the site, or hosted). The
 * static HTML renders the "looking for the sandbox" state; everything else
 * appears once the browser has an answer.
 */
export default function Dashboard(): ReactNode {
  const sandbox = useSandbox();
  const {phase, announcement} = sandbox;
  return (
    // The live region has a column of its own beside the sections on a wide screen, and its own place above them on a
    // narrow one: it is never drawn over them (styles.module.css, .layout).
    <div className={styles.layout}>
      <div className={styles.statusColumn}>
        {/* Present from the first render, so screen readers announce every later change. */}
        <div role="status" aria-live="polite" className={announcement.error ? styles.announcementError : styles.announcement}>
          {announcement.text}
        </div>
      </div>
      <div className={styles.sections}>
        {phase.kind === 'checking' && <p className={styles.checking}>{lookingFor(sandbox.location)}</p>}
        {phase.kind === 'unreachable' && <Unreachable reason={phase.reason} location={sandbox.location} onRetry={sandbox.retry} />}
        {phase.kind === 'ready' && (
          <>
            <ClientSection sandbox={sandbox} settings={phase.state.settings} />
            <UsersSection sandbox={sandbox} users={phase.state.users} />
            <ClockSection sandbox={sandbox} clock={phase.state.settings.clock} />
            <DeliveriesSection sandbox={sandbox} state={phase.state} />
            <InboxSection state={phase.state} />
            <RequestsSection sandbox={sandbox} />
            <ResetSection sandbox={sandbox} />
          </>
        )}
      </div>
    </div>
  );
}
