// The dashboard's bets show when each was placed to the minute, in the player's own time zone ('en-US' fixes the
// order of the parts whatever language the browser reports).
const PLACED_AT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'Nov 22, 2026, 7:05 PM'. */
export const placedAtText = (iso: string): string => PLACED_AT.format(new Date(iso));
