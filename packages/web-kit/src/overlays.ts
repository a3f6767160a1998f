// Radix's dialogs and sheets (focus trap, scroll lock, aria-hidden): a federation singleton of their own, fetched by
// the first screen that opens one (a phone's sheets, a confirmation). Accordions and tabs are in './disclosure.js';
// tooltips and the toaster, which fetch their Radix code when first used, are in the core entry (index.ts).
export {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './primitives/alert-dialog.js';
export { ConfirmDialog } from './primitives/confirm-dialog.js';
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './primitives/dialog.js';
export {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
  type SheetContentProps,
  type SheetSide,
} from './primitives/sheet.js';
