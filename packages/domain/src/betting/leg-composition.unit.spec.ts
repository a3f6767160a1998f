import { describe, expect, it } from 'vitest';
import { legCompositionError, legCompositionRefusal, type ComposedLeg } from './leg-composition.js';

const spreadHome: ComposedLeg = { eventId: 'g1', marketType: 'spread', selection: 'home' };
const spreadAway: ComposedLeg = { eventId: 'g1', marketType: 'spread', selection: 'away' };
const moneylineHome: ComposedLeg = { eventId: 'g1', marketType: 'moneyline', selection: 'home' };
const propOver: ComposedLeg = { eventId: 'g1', marketType: 'player_points', selection: 'over', propId: 'p1' };
const propUnder: ComposedLeg = { ...propOver, selection: 'under' };
const otherProp: ComposedLeg = { ...propOver, propId: 'p2' };

describe('legCompositionRefusal (the server and the slip)', () => {
  it('refuses two parlay legs on one market: both sides of a spread, Over and Under of a prop', () => {
    expect(legCompositionRefusal('parlay', [spreadHome, spreadAway])).toBe('parlaySameMarket');
    expect(legCompositionRefusal('parlay', [propOver, propUnder])).toBe('parlaySameMarket');
  });

  it('lets a parlay take different markets of one game and different props', () => {
    expect(legCompositionRefusal('parlay', [spreadHome, moneylineHome, propOver, otherProp])).toBeUndefined();
  });

  it('lets singles back both sides of a market but not the same selection twice', () => {
    expect(legCompositionRefusal('single', [spreadHome, spreadAway, propOver, propUnder])).toBeUndefined();
    expect(legCompositionRefusal('single', [propOver, { ...propOver }])).toBe('duplicateSelection');
  });

  it('is what the server answers, as a 422 with the same words', () => {
    const error = legCompositionError('parlay', [propOver, propUnder]);
    expect(error?.message).toBe('Parlay legs must be on different markets');
    expect(error?.kind).toBe('rule');
    expect(legCompositionError('single', [spreadHome, spreadAway])).toBeUndefined();
  });
});
