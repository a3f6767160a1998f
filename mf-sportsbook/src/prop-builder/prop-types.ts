/** GET /api/player-props, as the contracts define it. */
export type { TPlayerPropDto as PlayerProp, TPlayerPropsPageDto as PlayerPropsPage } from '@sb/contracts';
