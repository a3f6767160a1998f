import { Button } from '@sb/web-kit';
import { ConfirmDialog } from '@sb/web-kit/overlays';
import { Trash2 } from 'lucide-react';
import { useRunCleanup } from './use-cleanup';

/** Deleting games cannot be undone, so Run Cleanup asks first (as Delete User does). */
export function RunCleanupButton() {
  const run = useRunCleanup();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="destructive" loading={run.isPending}>
          {!run.isPending && <Trash2 size={16} aria-hidden />}
          Run Cleanup
        </Button>
      }
      title="Run Cleanup"
      description="Delete finished games and scheduled games older than 7 days, with their markets and props? Games with pending bets are kept. This cannot be undone."
      confirmLabel="Delete Games"
      pending={run.isPending}
      onConfirm={(close) => run.mutate(undefined, { onSettled: close })}
    />
  );
}
