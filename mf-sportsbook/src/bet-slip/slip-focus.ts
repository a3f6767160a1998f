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

/** Focus back where it came from, if that element is still on the page. */
export function returnFocus(element: HTMLElement | null, fallback: HTMLElement | null): void {
  if (element?.isConnected && element !== document.body) element.focus();
  else fallback?.focus();
}
