// Radix-based primitives: loaded with the signed-in app, not with the login screen (see index.ts).
export { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './primitives/accordion.js';
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
export {
  Tooltip,
  TooltipProvider,
  TOOLTIP_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
  type TooltipProps,
} from './primitives/tooltip.js';

export { Tabs, TabsContent, TabsList, TabsTrigger } from './primitives/tabs.js';
export { Toaster } from './toast/toaster.js';
