import { Button } from '@sb/web-kit';
import { ConfirmDialog } from '@sb/web-kit/overlays';
import { Trash2 } from 'lucide-react';
import type { UserRef } from './use-account-commands';
import { useDeleteUser } from './use-account-commands';

type DeleteUserButtonProps = UserRef & { disabledReason?: string };

/** Deleting is final and takes the user's bets, transactions and balance with it, so it is confirmed first. */
export function DeleteUserButton({ userId, username, disabledReason }: DeleteUserButtonProps) {
  const remove = useDeleteUser();

  return (
    <ConfirmDialog
      trigger={
        <Button
          size="icon"
          variant="ghost"
          aria-label={`Delete ${username}`}
          title={disabledReason ?? `Delete ${username}`}
          disabled={disabledReason !== undefined}
        >
          <Trash2 size={16} aria-hidden />
        </Button>
      }
      title="Delete User"
      description={`Delete ${username}? All of their bets, transactions and balance will be deleted too. This cannot be undone.`}
      confirmLabel="Delete User"
      pending={remove.isPending}
      onConfirm={(close) => remove.mutate({ userId, username }, { onSettled: close })}
    />
  );
}
