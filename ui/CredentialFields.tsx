import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {Credentials} from './credentials';
import forms from './forms.module.css';

/**
 * The client_uuid and secret key inputs of the try-it console and the
 * sandbox dashboard: one pair of labels, so both forms read (and are
 * found by label) the same way. `className` adds the form's own field
 * spacing.
 */
export default function CredentialFields({
  id,
  value,
  onChange,
  required,
  className,
}: {
  id: string;
  value: Credentials;
  onChange: (value: Credentials) => void;
  required?: boolean;
  className?: string;
}): ReactNode {
  return (
    <>
      <div className={clsx(forms.field, className)}>
        <label htmlFor={`${id}-user`}>client_uuid</label>
        <input
          id={`${id}-user`}
          value={value.username}
          onChange={(e) => onChange({...value, username: e.target.value})}
          required={required}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <div className={clsx(forms.field, className)}>
        <label htmlFor={`${id}-secret`}>Secret key</label>
        <input
          id={`${id}-secret`}
          type="password"
          value={value.secret}
          onChange={(e) => onChange({...value, secret: e.target.value})}
          required={required}
          autoComplete="off"
        />
      </div>
    </>
  );
}
