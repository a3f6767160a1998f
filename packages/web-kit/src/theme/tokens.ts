/**
 * The one theme object of DESIGN.md. Every remote reads it through styled-components' ThemeProvider (mounted
 * once by the shell), so the three separately built apps look like one product.
 */
export const theme = {
  colors: {
    background: '#0b0f14',
    panel: '#121821',
    raised: '#1a2230',
    border: '#243042',
    text: '#e6edf3',
    textSecondary: '#9aa7b4',
    // At least 4.5:1 on every surface up to `raised` (4.96:1 there), for 12 px captions and column headers.
    textMuted: '#8391a0',
    accent: '#22c55e',
    // Dark text on the green accent keeps AA contrast; white on #22c55e does not.
    onAccent: '#04130a',
    // Red used as text (LIVE, losses, falling odds): #f87171 keeps 4.5:1 on `raised`, #ef4444 does not.
    live: '#f87171',
    win: '#22c55e',
    loss: '#f87171',
    push: '#9aa7b4',
    pending: '#f59e0b',
    oddsUp: '#22c55e',
    oddsDown: '#f87171',
    destructive: '#dc2626',
    onDestructive: '#ffffff',
  },
  fonts: {
    ui: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  fontSizes: { xs: '12px', sm: '14px', md: '16px', lg: '20px', xl: '24px', xxl: '32px' },
  space: { 1: '4px', 2: '8px', 3: '12px', 4: '16px', 6: '24px', 8: '32px' },
  radii: { control: '6px', card: '10px' },
  shadow: '0 8px 24px rgba(0, 0, 0, 0.45)',
  breakpoints: { mobile: 768 },
  media: {
    // Mobile first: base styles are the phone layout, this query adds the desktop one.
    desktop: '@media (min-width: 768px)',
  },
} as const;

export type Theme = typeof theme;

declare module 'styled-components' {
  // styled-components types its theme through interface merging; an interface is required here.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
