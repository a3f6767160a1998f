const WORDS: Readonly<Record<string, string>> = {
  yds: 'Yards',
  tds: 'TDs',
  td: 'TD',
  rbis: 'RBIs',
  pats: 'PATs',
  q1: '1st Quarter',
  '1st': 'First',
  frees: 'Free Throws',
  threes: 'Threes',
};

/** A display label from the market key ('player_pass_yds_alternate' -> 'Alt Pass Yards'), for prop-type headings. */
export const propMarketLabel = (key: string): string => {
  const alternate = key.endsWith('_alternate');
  const words = key
    .replace(/_alternate$/, '')
    .split('_')
    // 'player' carries no meaning; 'batter'/'pitcher' do (batter vs pitcher strikeouts).
    .filter((word, index) => !(index === 0 && word === 'player'))
    .map((word) => WORDS[word] ?? word.charAt(0).toUpperCase() + word.slice(1));
  return `${alternate ? 'Alt ' : ''}${words.join(' ')}`;
};
