import { afterEach, describe, expect, it } from 'vitest';
import { returnFocus } from './slip-focus';

const button = (pick: string, label: string) => {
  const element = document.createElement('button');
  element.setAttribute('data-pick', pick);
  element.textContent = label;
  document.body.append(element);
  return element;
};

afterEach(() => {
  document.body.replaceChildren();
});

describe('returnFocus', () => {
  it('focuses the element focus came from while it is on the page', () => {
    const pick = button('e1:moneyline:home', 'Lakers');
    const fallback = button('other', 'Bet Slip');
    returnFocus(pick, fallback);
    expect(document.activeElement).toBe(pick);
  });

  it('finds the same pick again when its button was redrawn meanwhile', () => {
    const before = button('e1:spread:away', 'Rivermen +0.5');
    const fallback = button('other', 'Bet Slip');
    before.remove();
    const redrawn = button('e1:spread:away', 'Rivermen +0.5');
    returnFocus(before, fallback);
    expect(document.activeElement).toBe(redrawn);
  });

  it('falls back when the pick is gone or can no longer be pressed', () => {
    const fallback = button('other', 'Bet Slip');
    const gone = button('e1:totals:over', 'Over 9');
    gone.remove();
    returnFocus(gone, fallback);
    expect(document.activeElement).toBe(fallback);

    fallback.blur();
    const locked = button('e2:totals:over', 'Over 9');
    locked.disabled = true;
    returnFocus(locked, fallback);
    expect(document.activeElement).toBe(fallback);
  });
});
