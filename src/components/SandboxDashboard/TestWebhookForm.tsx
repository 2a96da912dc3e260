import {useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {control, type ControlSchemas, type SandboxUser} from './api';
import {testWebhookChoices, words} from './testWebhookChoices';
import type {useSandbox} from './useSandbox';
import forms from '../../../ui/forms.module.css';
import styles from './styles.module.css';

/** "Send test webhook": one webhook of the chosen type for one of the client's users (sendTestWebhook). */
export default function TestWebhookForm({sandbox, users}: {sandbox: ReturnType<typeof useSandbox>; users: SandboxUser[]}): ReactNode {
  const id = useId();
  const [choice, setChoice] = useState(testWebhookChoices.documents[0]!.value);
  const [picked, setPicked] = useState('');
  const userId = picked || users[0]?.user_id || '';

  const send = () =>
    sandbox.act('Sending a test webhook', async (using) => {
      const [type, pillar] = choice.split('|');
      // The select offers the contract's types only (testWebhookChoices).
      const body = {type, user_id: userId, ...(pillar ? {pillar} : {})} as ControlSchemas['TestWebhookRequest'];
      const delivery = await control(using, (sandbox) => sandbox.POST('/_sandbox/deliveries/test', {body}));
      return `Test webhook ${words(type!)} for ${userId} queued as delivery #${delivery.id}, sent in the background to ${delivery.url}.`;
    });

  return (
    <>
      <h3>Send a test webhook</h3>
      {users.length === 0 ? (
        <p>A test webhook is about one of your users: link an SDK source above to create one.</p>
      ) : (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}>
          <div className={clsx(forms.field, styles.field)}>
            <label htmlFor={`${id}-type`}>Webhook type</label>
            <select id={`${id}-type`} value={choice} onChange={(e) => setChoice(e.target.value)}>
              <optgroup label="Data Webhook documents">
                {testWebhookChoices.documents.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </optgroup>
              <optgroup label="Notification Webhook notices">
                {testWebhookChoices.notices.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </optgroup>
            </select>
          </div>
          <div className={clsx(forms.field, styles.field)}>
            <label htmlFor={`${id}-user`}>For user</label>
            <select id={`${id}-user`} value={userId} onChange={(e) => setPicked(e.target.value)}>
              {users.map((user) => (
                <option key={user.user_id}>{user.user_id}</option>
              ))}
            </select>
          </div>
          <button type="submit" className="button button--primary" disabled={sandbox.busy !== null}>
            Send test webhook
          </button>
        </form>
      )}
    </>
  );
}
