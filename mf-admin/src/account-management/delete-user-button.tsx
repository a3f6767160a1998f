import { Button } from '@sb/web-kit';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@sb/web-kit/overlays';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { UserRef } from './use-account-commands';
import { useDeleteUser } from './use-account-commands';

type DeleteUserButtonProps = UserRef & { disabledReason?: string };

/** Deleting is final and takes the user's bets, transactions and balance with it, so it is confirmed first. */
export function DeleteUserButton({ userId, username, disabledReason }: DeleteUserButtonProps) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteUser();

  return (
    <AlertDialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button
          size="icon"
          variant="ghost"
          aria-label={`Delete ${username}`}
          title={disabledReason ?? `Delete ${username}`}
          disabled={disabledReason !== undefined}
        >
          <Trash2 size={16} aria-hidden />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete User</AlertDialogTitle>
          <AlertDialogDescription>
            Delete {username}? All of their bets, transactions and balance will be deleted too. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="secondary">Cancel</Button>
          </AlertDialogCancel>
          <Button
            variant="destructive"
            loading={remove.isPending}
            onClick={() => remove.mutate({ userId, username }, { onSettled: () => setOpen(false) })}
          >
            Delete User
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
