import * as RadixDialog from '@radix-ui/react-dialog';
import type { ComponentPropsWithoutRef } from 'react';
import { forwardRef } from 'react';
import { DialogContent } from './dialog.js';

/**
 * A confirmation that must be answered: role alertdialog, and a click outside does not dismiss it (Escape
 * still cancels). Built on Radix Dialog because @radix-ui/react-alert-dialog is not one of our dependencies.
 */
export const AlertDialog = RadixDialog.Root;
export const AlertDialogTrigger = RadixDialog.Trigger;
export const AlertDialogCancel = RadixDialog.Close;
export { DialogDescription as AlertDialogDescription, DialogFooter as AlertDialogFooter } from './dialog.js';
export { DialogHeader as AlertDialogHeader, DialogTitle as AlertDialogTitle } from './dialog.js';

export const AlertDialogContent = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<typeof RadixDialog.Content>>(
  function AlertDialogContent(props, ref) {
    return (
      <DialogContent ref={ref} role="alertdialog" onPointerDownOutside={(event) => event.preventDefault()} {...props} />
    );
  },
);
