import { Button } from '@sb/web-kit';
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@sb/web-kit/overlays';

/** The reality check's dialog (RealityCheckDialog decides when it is due and what it says). */
export function RealityCheckView({
  played,
  net,
  busy,
  onTakeBreak,
  onKeepPlaying,
}: {
  played: string;
  net: string;
  busy: boolean;
  onTakeBreak: () => void;
  onKeepPlaying: () => void;
}) {
  return (
    <AlertDialog open>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Reality check</AlertDialogTitle>
          <AlertDialogDescription>
            You have been playing for {played}. Net result this session: {net}.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <Button variant="secondary" loading={busy} onClick={onTakeBreak}>
            Take a break
          </Button>
          <Button onClick={onKeepPlaying}>Keep playing</Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
