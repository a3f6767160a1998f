import type { ReactElement, ReactNode } from 'react';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './alert-dialog.js';
import type { ButtonVariant } from './button.js';
import { Button } from './button.js';

type ConfirmDialogProps = {
  /** The button that opens the dialog. */
  trigger: ReactElement;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  confirmVariant?: ButtonVariant;
  /** While the confirmed command runs: the confirm button spins and the dialog cannot be dismissed. */
  pending?: boolean;
  /** Runs on confirm; `close` shuts the dialog (call it when the command settled, or leave it open on an error). */
  onConfirm: (close: () => void) => void;
  /** Shown between the description and the buttons, e.g. the server's refusal. */
  children?: ReactNode;
};

/** An action that cannot be undone, asked first: a title, what will happen, Cancel and the confirm button. */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  confirmVariant = 'destructive',
  pending = false,
  onConfirm,
  children,
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="secondary">Cancel</Button>
          </AlertDialogCancel>
          <Button variant={confirmVariant} loading={pending} onClick={() => onConfirm(() => setOpen(false))}>
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
