import { Field, Label, Select } from '@sb/web-kit';
import type { AdminUser } from '../api/admin-types';
import { VisuallyHidden } from './visually-hidden';

type UserSelectProps = {
  id: string;
  label?: string;
  users: readonly AdminUser[];
  value: string;
  onChange: (userId: string) => void;
  /** The choice that stands for 'nobody picked yet' (or 'everyone', where that means something). */
  emptyLabel: string;
  disabled?: boolean;
  /** When the panel's title already says what is picked, the label is for screen readers only. */
  hideLabel?: boolean;
};

/** Picks one user by name; the list comes from GET /api/admin/users, so deleted users are never offered. */
export function UserSelect(props: UserSelectProps) {
  const { id, label = 'User', users, value, onChange, emptyLabel, disabled, hideLabel = false } = props;
  const sorted = [...users].sort((a, b) => a.username.localeCompare(b.username));
  return (
    <Field>
      {hideLabel ? (
        <VisuallyHidden as="label" htmlFor={id}>
          {label}
        </VisuallyHidden>
      ) : (
        <Label htmlFor={id}>{label}</Label>
      )}
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)} disabled={disabled}>
        <option value="">{emptyLabel}</option>
        {sorted.map((user) => (
          <option key={user.id} value={user.id}>
            {user.username}
          </option>
        ))}
      </Select>
    </Field>
  );
}
