import type { RosterPlayer, Sport } from '@sb/domain';
import { randomFrom } from './prng.js';
import { POSITIONS } from './stat-model.js';
import type { ScheduledGame } from './schedule.js';

// prettier-ignore
const FIRST = [
  'Marcus', 'Jalen', 'Tyler', 'Devin', 'Andre', 'Caleb', 'Isaiah', 'Mason', 'Elijah', 'Jordan', 'Trevor', 'Dante',
  'Luis', 'Mateo', 'Diego', 'Rafael', 'Kenji', 'Hiro', 'Lukas', 'Nikola', 'Emil', 'Oskar', 'Jonas', 'Malik',
  'Darius', 'Cole', 'Brady', 'Hunter', 'Wyatt', 'Eli', 'Grant', 'Xavier', 'Theo', 'Adrian', 'Felix', 'Owen',
  'Santiago', 'Joaquin', 'Pierre', 'Yusuf',
];
// prettier-ignore
const LAST = [
  'Hale', 'Brooks', 'Porter', 'Reyes', 'Whitaker', 'Okafor', 'Lindqvist', 'Moreau', 'Castillo', 'Delgado',
  'Fischer', 'Novak', 'Sato', 'Tanaka', 'Bennett', 'Holloway', 'Carver', 'Dawson', 'Mercer', 'Sutton', 'Vance',
  'Whitfield', 'Ramsey', 'Kowalski', 'Petrov', 'Andersen', 'Osei', 'Mensah', 'Ibarra', 'Quintero', 'Larkin',
  'Gallagher', 'Donovan', 'McBride', 'Ashford', 'Pryor', 'Keller', 'Stroud', 'Bishop', 'Navarro',
];

const ROTATION_SIZE = 5;

/**
 * The players of a team the book prices props for: the same names every game (seeded by team), except the
 * baseball starting pitcher, who comes from a five-man rotation.
 */
export const teamRoster = (seed: string, sport: Sport, teamName: string, slot: number): RosterPlayer[] => {
  const random = randomFrom(seed, 'roster', sport, teamName);
  const used = new Set<string>();
  const name = () => {
    for (;;) {
      const candidate = `${random.pick(FIRST)} ${random.pick(LAST)}`;
      if (!used.has(candidate)) {
        used.add(candidate);
        return candidate;
      }
    }
  };
  const rotation = Array.from({ length: ROTATION_SIZE }, name);
  return POSITIONS[sport].map((position) => ({
    name: position === 'SP' ? (rotation[slot % ROTATION_SIZE] as string) : name(),
    team: teamName,
    position,
  }));
};

/** Both rosters of a game; a name the away side shares with the home side gets a suffix, so prop ids stay unique. */
export const gameRosters = (seed: string, game: ScheduledGame): RosterPlayer[] => {
  const home = teamRoster(seed, game.sport, game.home.name, game.slot);
  const homeNames = new Set(home.map((player) => player.name));
  const away = teamRoster(seed, game.sport, game.away.name, game.slot).map((player) =>
    homeNames.has(player.name) ? { ...player, name: `${player.name} Jr.` } : player,
  );
  return [...home, ...away];
};
