/** GET /api/player-props, as the contracts define it. */
export type {
  TPlayerPropDto as PlayerProp,
  TPlayerPropsDto as PlayerPropsAnswer,
  TPlayerPropsPageDto as PlayerPropsPage,
} from '@sb/contracts';
