// The core entry: everything the signed-out login screen needs, and nothing built on Radix. Dialogs and sheets are
// in './overlays.js', accordions and tabs in './disclosure.js' (federation singletons of their own, so a first
// visit downloads only what its screen draws); the tooltip and the toaster here fetch their Radix code on first use.

// Theme
export { theme, type Theme } from './theme/tokens.js';
export { GlobalStyle } from './theme/global-style.js';
export { ThemeRoot } from './theme/theme-root.js';
export { tabularNumbers } from './theme/text.js';

// Primitives
export { Alert, type AlertVariant } from './primitives/alert.js';
export { Badge, LiveDot, type BadgeTone } from './primitives/badge.js';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './primitives/button.js';
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './primitives/card.js';
export { EmptyState, type EmptyStateProps } from './primitives/empty-state.js';
export { ErrorPanel, type ErrorPanelProps } from './primitives/error-panel.js';
export { Field, Input, Label } from './primitives/input.js';
export { centsOfText, MoneyInput, moneyText, type MoneyInputProps } from './primitives/money-input.js';
export { ODDS_FLASH_MS, OddsButton, type OddsButtonProps } from './primitives/odds-button.js';
export { NotFoundPanel } from './primitives/not-found-panel.js';
export { Skeleton } from './primitives/skeleton.js';
export { PageSkeleton, PageSkeletonHeading, type PageSkeletonShape } from './primitives/page-skeleton.js';
export { Spinner } from './primitives/spinner.js';
export { Select } from './primitives/select.js';
export { Switch, type SwitchProps } from './primitives/switch.js';
export { NumericCell, NumericHeader, Table, TableScroll } from './primitives/table.js';

// Tooltips (Radix's code fetched when a tooltip is first enabled)
export { Tooltip, TooltipProvider } from './primitives/tooltip.js';

// Toasts: the store, and the Toaster that shows them (Radix's toast fetched with the first toast)
export { Toaster } from './toast/toaster.js';
export {
  dismissToast,
  toast,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  type ToastInput,
  type ToastVariant,
} from './toast/toast-store.js';

// Data layer (spec section 7)
export { ApiError, errorMessage } from './api/api-error.js';
export {
  apiAction,
  apiRequest,
  getJson,
  type CommandMethod,
  type CommandOptions,
  type GetJsonOptions,
} from './api/http.js';
export { peekEarlyFetch, takeEarlyFetch } from './api/early-fetches.js';
export { createActionKeys, newIdempotencyKey } from './api/idempotency-key.js';
export { LOG_POSITION_HEADER, MIN_POSITION_HEADER, resetLogPosition } from './api/log-position.js';
export { createQueryClient, defaultQueryFn, urlFromQueryKey } from './api/query-client.js';

// Session and balance
export {
  canAudit,
  isAdminUser,
  isAuditorUser,
  SESSION_QUERY_KEY,
  sessionRole,
  type SessionRole,
  type SessionUser,
} from './session/session-user.js';
export { refreshSession, useBalance, useSession, type Balance, type Session } from './session/use-session.js';

// Formatting: defined once in @sb/domain, re-exported so screens import every UI helper from one place.
export { formatDollars, formatMoney } from './format/money.js';
export { americanOdds, formatOdds, type AmericanOdds } from '@sb/domain';

// Federation contract between the shell and the remotes
export type { RemoteRoute, RemoteRoutesModule } from './federation/remote-routes.js';
export { PageBanner } from './primitives/page-banner.js';
export { PageHeader } from './primitives/page-header.js';
