import type { ReactNode } from 'react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useSportsbookStore } from '../app/store';
import { useMediaQuery } from '../page-kit/use-media-query';
import { BetResult } from './bet-result';
import { BetSlipPanel } from './bet-slip-panel';
import { focusSlipStart, isOpenSlipShortcut, returnFocus } from './slip-focus';
import { SlipOutcomeContext } from './slip-outcome-context';
import type { BetOutcome } from './use-place-bet';

/** Wide enough for the board and a docked 320 px slip beside it (the sidebar takes 16rem of it). */
export const DOCKED_SLIP_QUERY = '(min-width: 1100px)';

const Layout = styled.div<{ $docked: boolean }>`
  display: grid;
  grid-template-columns: ${({ $docked }) => ($docked ? 'minmax(0, 1fr) 320px' : 'minmax(0, 1fr)')};
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
  min-width: 0;
`;

/** Always in view beside the board, as the big books keep theirs; it scrolls on its own when long. */
const DockedSlip = styled.aside`
  position: sticky;
  top: 72px;
  max-height: calc(100vh - 88px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.panel};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.card};
`;

// A phone's bottom sheet and its floating button (and Radix's dialog code under them) are fetched on a narrow
// screen only: a wide one docks the slip beside the board.
const SlipSheet = lazy(() => import('./slip-sheet').then((module) => ({ default: module.SlipSheet })));

/** Shown only while focused: the Tab position (the first in the page's content) that reaches the slip. */
const SkipToSlip = styled.a`
  position: absolute;
  left: -10000px;
  &:focus {
    position: static;
    justify-self: start;
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.control};
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
    font-weight: 700;
  }
`;

const Board = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  min-width: 0;
`;

/**
 * A screen with a bet slip: docked on the right on wide screens, a bottom sheet behind the floating button on
 * phones. Keyboard: a 'Skip to bet slip' link first in the content and Alt+B anywhere open the slip with focus
 * on the first stake; after a confirmed bet the sheet closes and, once the confirmation is closed, focus goes
 * back where it was before the slip was opened.
 */
export function SlipDock({ children }: { children: ReactNode }) {
  const docked = useMediaQuery(DOCKED_SLIP_QUERY);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [outcome, setOutcome] = useState<BetOutcome | null>(null);
  const dockRef = useRef<HTMLElement>(null);
  const sheetRef = useRef<HTMLDivElement>(null);
  const floatingRef = useRef<HTMLButtonElement>(null);
  const cameFrom = useRef<HTMLElement | null>(null);

  const slipStore = useSportsbookStore();
  // Asked to focus the docked slip once its controls, which come with the slip's store, have been drawn.
  const [focusAsked, setFocusAsked] = useState(0);
  useEffect(() => {
    if (focusAsked > 0) focusSlipStart(dockRef.current);
  }, [focusAsked]);

  const openSlip = useCallback(() => {
    const active = document.activeElement;
    const inSlip = dockRef.current?.contains(active) || sheetRef.current?.contains(active);
    if (!inSlip) cameFrom.current = active instanceof HTMLElement ? active : null;
    const here = slipStore.kit !== undefined;
    // Almost always here (the first sign of the player at work fetches it); if not, the slip opens when it is.
    slipStore.withKit(() => {
      if (!docked) setSheetOpen(true);
      else if (here) focusSlipStart(dockRef.current);
      else setFocusAsked((asked) => asked + 1);
    });
  }, [docked, slipStore]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isOpenSlipShortcut(event)) return;
      event.preventDefault();
      openSlip();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [openSlip]);

  const report = useCallback((answer: BetOutcome) => {
    setOutcome(answer);
    if (answer.kind === 'confirmed') setSheetOpen(false);
  }, []);

  return (
    <SlipOutcomeContext.Provider value={report}>
      <Layout $docked={docked}>
        <Board>
          <SkipToSlip
            href="#bet-slip"
            onClick={(event) => {
              event.preventDefault();
              openSlip();
            }}
          >
            Skip to bet slip (Alt+B)
          </SkipToSlip>
          {children}
        </Board>
        {docked && (
          <DockedSlip
            id="bet-slip"
            ref={dockRef}
            aria-label="Bet Slip"
            onFocus={(event) => {
              const from = event.relatedTarget;
              if (from instanceof HTMLElement && !dockRef.current?.contains(from)) cameFrom.current = from;
            }}
          >
            <BetSlipPanel />
          </DockedSlip>
        )}
      </Layout>
      {!docked && (
        <Suspense fallback={null}>
          <SlipSheet
            open={sheetOpen}
            onOpenChange={(open) => {
              if (open && !sheetOpen) cameFrom.current = floatingRef.current;
              setSheetOpen(open);
            }}
            sheetRef={sheetRef}
            floatingRef={floatingRef}
            onClosed={() => returnFocus(cameFrom.current, floatingRef.current)}
          />
        </Suspense>
      )}
      <BetResult
        outcome={outcome}
        onClose={() => setOutcome(null)}
        onConfirmationClosed={(event) => {
          event.preventDefault();
          returnFocus(cameFrom.current, docked ? dockRef.current : floatingRef.current);
        }}
      />
    </SlipOutcomeContext.Provider>
  );
}
