import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeRoot } from '../theme/theme-root.js';
import { centsOfText, MoneyInput, moneyText } from './money-input.js';

afterEach(cleanup);

function Stake({ start = 0, cap = Infinity }: { start?: number; cap?: number }) {
  const [amount, setAmount] = useState(start);
  return (
    <ThemeRoot>
      <MoneyInput aria-label="Stake" valueCents={amount} onValueChange={(next) => next <= cap && setAmount(next)} />
      <button onClick={() => setAmount(2500)}>$25</button>
      <output>{amount}</output>
    </ThemeRoot>
  );
}

const input = () => screen.getByLabelText('Stake') as HTMLInputElement;
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });

describe('MoneyInput', () => {
  it('reads typed dollars as cents and keeps what was typed', () => {
    render(<Stake />);
    type('12.5');
    expect(screen.getByRole('status').textContent).toBe('1250');
    expect(input().value).toBe('12.5');
    type('12.');
    expect(screen.getByRole('status').textContent).toBe('1200');
    expect(input().value).toBe('12.');
  });

  it('ignores text that is not an amount of cents', () => {
    render(<Stake start={1000} />);
    type('1x');
    type('10.505');
    expect(input().value).toBe('10');
    expect(screen.getByRole('status').textContent).toBe('1000');
  });

  it('shows an amount set from outside, and the old one when its owner refuses the typed one', () => {
    render(<Stake cap={5000} />);
    fireEvent.click(screen.getByRole('button', { name: '$25' }));
    expect(input().value).toBe('25');
    type('99');
    expect(input().value).toBe('25');
  });

  it('formats and parses amounts', () => {
    expect([moneyText(0), moneyText(1000), moneyText(1250)]).toEqual(['', '10', '12.50']);
    expect([centsOfText(''), centsOfText('0.29'), centsOfText('-1')]).toEqual([0, 29, null]);
  });
});
