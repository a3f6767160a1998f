/** Spec section 2: sports grouped into categories, in this order. */
export const SPORT_CATEGORIES: readonly { name: string; sports: readonly string[] }[] = [
  { name: 'American Football', sports: ['NFL', 'NCAAF'] },
  { name: 'Basketball', sports: ['NBA', 'NCAAB'] },
  { name: 'Baseball', sports: ['MLB'] },
  { name: 'Hockey', sports: ['NHL'] },
  { name: 'Soccer', sports: ['Soccer'] },
  { name: 'Combat Sports', sports: ['MMA'] },
];

export const sportPath = (sport: string): string => `/sportsbook/${sport}`;

/** The sport in /sportsbook/{sport}, matched case-insensitively like the sportsbook's own filter. */
export function isActiveSport(pathname: string, sport: string): boolean {
  const [, section, value] = pathname.split('/');
  return section === 'sportsbook' && value?.toLowerCase() === sport.toLowerCase();
}
