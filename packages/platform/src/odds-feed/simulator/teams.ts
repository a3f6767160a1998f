import type { Sport } from '@sb/domain';

/** Real places, invented clubs: plausible on a betting board without borrowing anyone's trademarks. */
export type Team = { name: string; city: string; nickname: string };
export type League = { sport: Sport; name: string; teams: readonly Team[] };

const teams = (entries: readonly string[]): Team[] =>
  entries.map((entry) => {
    const [city = entry, nickname = ''] = entry.split('|');
    return { name: nickname ? `${city} ${nickname}` : city, city, nickname };
  });

export const LEAGUES: readonly League[] = [
  {
    sport: 'NFL',
    name: 'NFL',
    // prettier-ignore
    teams: teams([
      'Boston|Minutemen', 'Brooklyn|Bridgemen', 'Philadelphia|Founders', 'Baltimore|Harbormasters',
      'Pittsburgh|Ironmen', 'Cleveland|Lakers', 'Detroit|Motors', 'Chicago|Blizzard', 'Atlanta|Firebirds',
      'Miami|Marlins', 'Houston|Roughnecks', 'Dallas|Stampede', 'Denver|Peaks', 'Phoenix|Scorpions',
      'Seattle|Sound', 'Oakland|Redwoods',
    ]),
  },
  {
    sport: 'NCAAF',
    name: 'NCAA Football',
    // prettier-ignore
    teams: teams([
      'Ridgeview State|Owls', 'Tallgrass|Bison', 'Coastal Carolina Tech|Pelicans', 'Blue Ridge|Mountaineers',
      'Lakeshore|Lancers', 'Old Dominion Valley|Monarchs', 'Sierra State|Miners', 'Cumberland|Rams',
      'Prairie A&M|Aggies', 'Bayou State|Gators', 'Keystone|Quakers', 'Great Plains|Huskers',
    ]),
  },
  {
    sport: 'NBA',
    name: 'NBA',
    // prettier-ignore
    teams: teams([
      'New York|Knights', 'Boston|Harbor Hawks', 'Toronto|Northmen', 'Milwaukee|Brewmasters', 'Indiana|Speedsters',
      'Memphis|Blues', 'New Orleans|Jazzmen', 'Oklahoma City|Storm', 'Denver|Summit', 'Utah|Canyons',
      'Portland|Pioneers', 'Sacramento|Monarchs', 'Los Angeles|Stars', 'San Antonio|Missions',
      'Charlotte|Hornets', 'Minnesota|Lynx',
    ]),
  },
  {
    sport: 'NCAAB',
    name: 'NCAA Basketball',
    // prettier-ignore
    teams: teams([
      'Ridgeview State|Owls', 'Tallgrass|Bison', 'Blue Ridge|Mountaineers', 'Lakeshore|Lancers',
      'Gonzales|Friars', 'Villa Nova Heights|Wildcats', 'Carolina Pines|Tar Herons', 'Kansas Prairie|Jayhawkers',
      'Sierra State|Miners', 'Bayou State|Gators', 'Keystone|Quakers', 'Mesa Verde|Falcons',
    ]),
  },
  {
    sport: 'MLB',
    name: 'MLB',
    // prettier-ignore
    teams: teams([
      'New York|Empires', 'Boston|Beacons', 'Baltimore|Crabbers', 'Tampa Bay|Stingrays', 'Toronto|Lumberjacks',
      'Chicago|Stockyards', 'St. Louis|Arches', 'Cincinnati|Rivermen', 'Kansas City|Monarchs', 'Texas|Wranglers',
      'Colorado|Peaks', 'San Diego|Friars', 'Seattle|Pilots', 'Tacoma|Tides', 'Sacramento|Miners',
      'Nashville|Sounds',
    ]),
  },
  {
    sport: 'NHL',
    name: 'NHL',
    // prettier-ignore
    teams: teams([
      'Montreal|Voyageurs', 'Toronto|Blue Shirts', 'Ottawa|Lumber Kings', 'Quebec|Nordiques', 'Winnipeg|Falcons',
      'Calgary|Broncs', 'Edmonton|Roughnecks', 'Vancouver|Orcas', 'Boston|Bruisers', 'Detroit|Wolverines',
      'Pittsburgh|Steelheads', 'Minnesota|North Stars', 'Hartford|Whalers', 'Seattle|Totems', 'Las Vegas|Aces',
      'Chicago|Blizzard',
    ]),
  },
  {
    sport: 'Soccer',
    name: 'Premier League',
    // prettier-ignore
    teams: teams([
      'Harrowgate|Rovers', 'Kingsbridge|United', 'Westmoor|City', 'Ashford|Athletic', 'Northgate|Wanderers',
      'Riverside|Town', 'Lancaster|Albion', 'Eastleigh|Rangers', 'Brampton|Villa', 'Millford|Palace',
    ]),
  },
  {
    sport: 'Soccer',
    name: 'MLS',
    // prettier-ignore
    teams: teams([
      'Austin|Armadillos FC', 'Portland|Loggers', 'Columbus|Capitals SC', 'Charlotte|Crown FC', 'St. Louis|Arch City SC',
      'San Jose|Quakes', 'Cincinnati|Queen City FC', 'Nashville|Music City SC', 'Orlando|Lions SC', 'Salt Lake|Royals',
    ]),
  },
  {
    sport: 'MMA',
    name: 'UFC',
    // prettier-ignore
    teams: teams([
      'Rafael Duarte', 'Mikhail Orlov', 'Jordan Kessler', 'Tyrone Banks', 'Kenji Watanabe', 'Luis Alvarado',
      'Darius Coleman', 'Sean Gallagher', 'Bruno Teixeira', 'Amir Haddad', 'Colby Ranger', 'Andrei Popescu',
    ]),
  },
];

export const leaguesOf = (sport: Sport) => LEAGUES.filter((league) => league.sport === sport);

/** The nickname for a team name we generated ('Boston Harbor Hawks' -> 'Harbor Hawks'), else its last word. */
export const nicknameOf = (teamName: string): string => {
  for (const league of LEAGUES) {
    const team = league.teams.find((candidate) => candidate.name === teamName);
    if (team) return team.nickname || team.name;
  }
  return teamName.split(' ').at(-1) ?? teamName;
};
