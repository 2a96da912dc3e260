import {useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {dataSources} from '../../../core/data/dataSources';
import {control, SandboxError, type ControlSchemas, type SandboxUser, type SandboxUserDetail} from './api';
import {sandboxTime, wallClock} from './format';
import type {useSandbox} from './useSandbox';
import forms from '../../../ui/forms.module.css';
import styles from './styles.module.css';
import Table from '../../../ui/Table';

/** The sources a mobile SDK links (the same list the sandbox accepts in linkSdkSource). */
const sdkSources = dataSources.filter((source) => source.kind === 'sdk').map((source) => source.name);

/** The contract's user_id pattern (HTML form syntax), so the browser explains a bad ID before anything is sent. */
const USER_ID_PATTERN = '[A-Za-z0-9\\-]{1,50}';

/** A user as it stands after a link: its sources now, and its local time, whose date is the day its data is being summarised for. */
function userNow(user: SandboxUserDetail): string {
  const sources = user.data_sources.map((link) => link.data_source).join(', ') || 'none';
  return `Connected sources now: ${sources}. The user's local time is ${wallClock(user.local_time)} (${user.time_zone}); its data is summarised per local day.`;
}

/** The client's users with their connected sources, and the SDK link that stands in for a mobile app. */
export default function UsersSection({sandbox, users}: {sandbox: ReturnType<typeof useSandbox>; users: SandboxUser[]}): ReactNode {
  const id = useId();
  const [userId, setUserId] = useState('');
  const [source, setSource] = useState(sdkSources[0] ?? '');

  const link = () =>
    sandbox.act('Linking an SDK source', async (using) => {
      // The select offers sdkSources only: the contract's SdkSource values.
      const body = {data_source: source as ControlSchemas['SdkSource']};
      const result = await control(using, (sandbox) =>
        sandbox.POST('/_sandbox/users/{user_id}/sdk_sources', {params: {path: {user_id: userId.trim()}}, body}),
      );
      const linked = `Linked ${result.data_source} for user ${result.user_id}: ${result.pre_existing_days} days of earlier data are available.`;
      try {
        const user = await control(using, (sandbox) =>
          sandbox.GET('/_sandbox/users/{user_id}', {params: {path: {user_id: result.user_id}}}),
        );
        return `${linked} ${userNow(user)}`;
      } catch (error) {
        // The link is made: say so, and why the user could not be read after it.
        if (!(error instanceof SandboxError)) throw error;
        return `${linked} Reading the user afterwards failed (${error.status}): ${error.message}`;
      }
    });

  return (
    <section aria-labelledby={`${id}-heading`} className={styles.section}>
      <h2 id={`${id}-heading`}>Users and connected sources</h2>
      {users.length === 0 ? (
        <p>
          This client has no users yet. A user appears when your backend first calls the authorizer or sends user information for it, or
          when an SDK links it (below).
        </p>
      ) : (
        <Table
          columns={['User', 'Connected sources', 'Time zone', 'Created (sandbox time)']}
          caption="Users of this client, newest first, with the sources connected now"
          focusable>
          {users.map((user) => (
            <tr key={user.user_id}>
              <th scope="row">
                <code>{user.user_id}</code>
              </th>
              <td>{user.data_sources.length ? user.data_sources.map((s) => s.data_source).join(', ') : 'None'}</td>
              <td>{user.time_zone}</td>
              <td>{sandboxTime(user.created_at)}</td>
            </tr>
          ))}
        </Table>
      )}
      <h3>Link an SDK source</h3>
      <p>Does what a mobile SDK does: creates the user if needed, authorizes the source and makes its last 29 days of data available.</p>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void link();
        }}>
        <div className={clsx(forms.field, styles.field)}>
          <label htmlFor={`${id}-user`}>User ID</label>
          <input
            id={`${id}-user`}
            value={userId}
            onChange={(e) => setUserId(e.target.value)}
            required
            pattern={USER_ID_PATTERN}
            list={`${id}-users`}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={`${id}-user-hint`}
          />
          <datalist id={`${id}-users`}>
            {users.map((user) => (
              <option key={user.user_id} value={user.user_id} />
            ))}
          </datalist>
          <span id={`${id}-user-hint`} className={forms.hint}>
            An existing user or a new one: 1 to 50 letters, digits or hyphens.
          </span>
        </div>
        <div className={clsx(forms.field, styles.field)}>
          <label htmlFor={`${id}-source`}>SDK source</label>
          <select id={`${id}-source`} value={source} onChange={(e) => setSource(e.target.value)}>
            {sdkSources.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary" disabled={sandbox.busy !== null}>
          Link SDK source
        </button>
      </form>
    </section>
  );
}
