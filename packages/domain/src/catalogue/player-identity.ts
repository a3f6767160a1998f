/**
 * One player across bookmakers. Books spell the same player differently ('Cameron Johnson' at DraftKings,
 * 'Cam Johnson' at FanDuel; 'Bruce Brown' / 'Bruce Brown Jr'), so props are grouped on a normal form of the name
 * within one event (and one team when the source names it), never on the raw spelling.
 *
 * The normal form: accents dropped, lower case, dots and apostrophes removed ('P.J.' -> 'pj', "De'Aaron" ->
 * 'deaaron'), other punctuation a space ('Finney-Smith' -> 'finney smith'), generational suffixes dropped (Jr, Sr,
 * II, III, IV, V), a common short first name written out (SHORT_FORMS), then ALIASES for what the rules miss.
 * One more rule is applied per event (matchInitials): 'J. Isaac' is 'Jonathan Isaac' when exactly one player of
 * the event has that surname and a first name with that initial.
 */

/** Short first names books use, written out. Only unambiguous ones: 'Chris' could be Christian too, so it is absent. */
const SHORT_FORMS: Readonly<Record<string, string>> = {
  cam: 'cameron',
  nic: 'nicolas',
  mike: 'michael',
  matt: 'matthew',
  alex: 'alexander',
  nick: 'nicholas',
  jake: 'jacob',
  zach: 'zachary',
  dan: 'daniel',
  danny: 'daniel',
  tim: 'timothy',
  tony: 'anthony',
  ben: 'benjamin',
};

/** Normal form -> normal form, for players the rules above do not join (nicknames books list them under). */
const ALIASES: Readonly<Record<string, string>> = {
  'bones hyland': 'nahshon hyland',
  'herb jones': 'herbert jones',
  'moe wagner': 'moritz wagner',
  'svi mykhailiuk': 'sviatoslav mykhailiuk',
  'og anunoby': 'ogugua anunoby',
};

const SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv', 'v']);

/** 'Bruce Brown Jr.' -> 'bruce brown'; 'Cam Johnson' -> 'cameron johnson'; 'Nic Claxton' -> 'nicolas claxton'. */
export const playerNameKey = (name: string): string => {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.'\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((word) => word !== '');
  while (words.length > 2 && SUFFIXES.has(words[words.length - 1] ?? '')) words.pop();
  const [first = '', ...rest] = words;
  const key = [SHORT_FORMS[first] ?? first, ...rest].join(' ');
  return ALIASES[key] ?? key;
};

/**
 * Joins single-letter first names to the one full name of the event they can stand for: keys 'j isaac' and
 * 'jonathan isaac' in one event become 'jonathan isaac'. An initial that fits several players, or none, stays.
 */
export const matchInitials = (keys: readonly string[]): Map<string, string> => {
  const unique = [...new Set(keys)];
  const resolved = new Map(unique.map((key) => [key, key]));
  for (const key of unique) {
    const [first = '', ...rest] = key.split(' ');
    if (first.length !== 1 || rest.length === 0) continue;
    const surname = rest.join(' ');
    const candidates = unique.filter((other) => {
      const [otherFirst = '', ...otherRest] = other.split(' ');
      return other !== key && otherFirst.length > 1 && otherFirst.startsWith(first) && otherRest.join(' ') === surname;
    });
    if (candidates.length === 1 && candidates[0] !== undefined) resolved.set(key, candidates[0]);
  }
  return resolved;
};

/** What makes two quotes the same player: the event, the team when the source names it, and the name's key. */
export const playerIdentity = (gameId: string, team: string | null, key: string) => `${gameId}|${team ?? ''}|${key}`;
