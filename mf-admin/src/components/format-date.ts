const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** '22 Nov 2026, 05:53' in the admin's own locale and time zone. */
export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));

export const formatDate = (iso: string): string => dateOnly.format(new Date(iso));
