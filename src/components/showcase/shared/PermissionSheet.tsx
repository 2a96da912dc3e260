import type {Dispatch, ReactNode, RefObject} from 'react';
import {permissionSheetFor} from '../../../../core/data/showcasePermissions';
import type {ShowcaseAction} from '../state/showcaseReducer';
import type {ShowcaseSource} from '../state/connections';
import ModalDialog from './ModalDialog';
import styles from './shared.module.css';
import a11y from '../../../../ui/a11y.module.css';

interface Props {
  source: ShowcaseSource;
  draft: Readonly<Record<string, boolean>>;
  dispatch: Dispatch<ShowcaseAction>;
  fallbackFocus?: RefObject<HTMLElement | null>;
}

/** Simulated on-device permission sheet with one switch per data type. */
export default function PermissionSheet({source, draft, dispatch, fallbackFocus}: Props): ReactNode {
  const sheet = permissionSheetFor(source.slug);
  if (!sheet) throw new Error(`Showcase: no permission sheet for ${source.name}.`);
  const allOn = Object.values(draft).every(Boolean);
  return (
    <ModalDialog
      title={sheet.title}
      placement="contained"
      variant="sheet"
      onClose={() => dispatch({type: 'close-flow'})}
      closeLabel="Cancel without changes"
      fallbackFocus={fallbackFocus}>
      <p className={styles.fine}>
        Simulated {sheet.owner} sheet for {source.name}.
      </p>
      {sheet.types.length > 1 && (
        <label className={styles.switchRow}>
          <span>{sheet.allLabel}</span>
          <input
            type="checkbox"
            role="switch"
            className={styles.switch}
            checked={allOn}
            onChange={() => dispatch({type: 'set-all-permissions', value: !allOn})}
          />
        </label>
      )}
      <fieldset className={styles.switchList}>
        <legend className={a11y.visuallyHidden}>Data types</legend>
        {sheet.types.map((type) => (
          <label key={type.id} className={styles.switchRow}>
            <span>{type.label}</span>
            <input
              type="checkbox"
              role="switch"
              className={styles.switch}
              checked={draft[type.id] ?? false}
              onChange={() => dispatch({type: 'toggle-permission', id: type.id})}
            />
          </label>
        ))}
      </fieldset>
      <p className={styles.fine}>{sheet.caveat}</p>
      <p className={styles.fine}>
        Once the sheet closes the SDK links the user to ROOK, and {source.name} shows as authorized in ROOK’s list. That only means the user
        is linked through the SDK, not that any of these types were allowed.
      </p>
      <div className={styles.actions}>
        <button type="button" className="button button--primary" onClick={() => dispatch({type: 'submit-permissions'})}>
          Allow
        </button>
        <button type="button" className="button button--secondary" onClick={() => dispatch({type: 'close-flow'})}>
          Cancel
        </button>
      </div>
    </ModalDialog>
  );
}
