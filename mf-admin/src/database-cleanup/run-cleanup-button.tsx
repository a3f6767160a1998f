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
import { useRunCleanup } from './use-cleanup';

/** Deleting games cannot be undone, so Run Cleanup asks first (as Delete User does). */
export function RunCleanupButton() {
  const [open, setOpen] = useState(false);
  const run = useRunCleanup();
  return (
    <AlertDialog open={open} onOpenChange={(next) => !run.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="destructive" loading={run.isPending}>
          {!run.isPending && <Trash2 size={16} aria-hidden />}
          Run Cleanup
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Run Cleanup</AlertDialogTitle>
          <AlertDialogDescription>
            Delete finished games and scheduled games older than 7 days, with their markets and props? Games with
            pending bets are kept. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="secondary">Cancel</Button>
          </AlertDialogCancel>
          <Button
            variant="destructive"
            loading={run.isPending}
            onClick={() => run.mutate(undefined, { onSettled: () => setOpen(false) })}
          >
            Delete Games
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
