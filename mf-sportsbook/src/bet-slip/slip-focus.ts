/** Alt+B opens the slip (the sheet on a phone) or moves focus into the docked slip, from anywhere on the page. */
export const isOpenSlipShortcut = (event: Pick<KeyboardEvent, 'altKey' | 'ctrlKey' | 'metaKey' | 'code'>): boolean =>
  event.altKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyB';

/**
 * Where focus lands when the slip opens: the first stake (never 'Clear all', where one stray Enter wipes the slip),
 * else the element marked as the slip's fallback (its close button or its heading).
 */
export function focusSlipStart(container: HTMLElement | null): void {
  if (!container) return;
  const target =
    container.querySelector<HTMLElement>('input:not([disabled])') ??
    container.querySelector<HTMLElement>('[data-slip-focus-fallback]');
  (target ?? container).focus();
}

/** The attribute an odds button carries with its selection's id (`data-pick`), so a redrawn button is found again. */
const PICK_ATTRIBUTE = 'data-pick';

/**
 * Focus back where it came from: that element if it is still on the page, else the button of the same pick if
 * the list was redrawn meanwhile (a poll, a moved price), else `fallback`.
 */
export function returnFocus(element: HTMLElement | null, fallback: HTMLElement | null): void {
  const target = element?.isConnected ? element : redrawnPick(element);
  if (target && target !== document.body && !isDisabled(target)) target.focus();
  else fallback?.focus();
}

function redrawnPick(element: HTMLElement | null): HTMLElement | null {
  const pick = element?.getAttribute(PICK_ATTRIBUTE);
  return pick ? document.querySelector<HTMLElement>(`[${PICK_ATTRIBUTE}="${CSS.escape(pick)}"]`) : null;
}

const isDisabled = (element: HTMLElement) => element.matches(':disabled');
