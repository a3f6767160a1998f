import { cents, parseDollars } from '@sb/domain';
import type { InputHTMLAttributes } from 'react';
import { useState } from 'react';
import styled from 'styled-components';
import { tabularNumbers } from '../theme/text.js';

/** Digits with at most two decimals: anything else typed is ignored rather than turned into a wrong amount. */
const MONEY_TEXT = /^\d{0,6}(\.\d{0,2})?$/;

/** '' for 0 (the placeholder shows), '25' for whole dollars, '12.50' otherwise. */
export function moneyText(amountCents: number): string {
  if (amountCents === 0) return '';
  return amountCents % 100 === 0 ? String(amountCents / 100) : (amountCents / 100).toFixed(2);
}

/** Cents of what was typed, or null when it is not an amount yet ('1.' is 100: the dot is still being typed). */
export function centsOfText(text: string): number | null {
  if (!MONEY_TEXT.test(text)) return null;
  const digits = text.endsWith('.') ? text.slice(0, -1) : text;
  return digits === '' ? 0 : parseDollars(digits);
}

const Wrapper = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  min-width: 0;
  span {
    position: absolute;
    left: ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.colors.textSecondary};
    pointer-events: none;
  }
`;

const Field = styled.input`
  width: 100%;
  height: 40px;
  padding: 0 ${({ theme }) => theme.space[3]} 0 26px;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.control};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  ${tabularNumbers}
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 0;
    border-color: transparent;
  }
`;

export type MoneyInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  valueCents: number;
  onValueChange: (amountCents: number) => void;
};

/**
 * A dollar amount typed as text and handed out as integer cents. The typed text is kept while it still means
 * the same amount ('12.5' stays '12.5'); when the amount is changed from outside (a quick-stake button) the
 * field shows the new amount.
 */
export function MoneyInput({ valueCents, onValueChange, placeholder = '0.00', ...rest }: MoneyInputProps) {
  const [text, setText] = useState(() => moneyText(valueCents));
  // The amount the text stands for; when the owner holds another amount, its amount wins.
  const [shown, setShown] = useState(valueCents);
  if (shown !== valueCents) {
    setShown(valueCents);
    setText(moneyText(valueCents));
  }
  return (
    <Wrapper>
      <span aria-hidden>$</span>
      <Field
        {...rest}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          const typed = event.target.value.trim();
          const amount = centsOfText(typed);
          if (amount === null) return;
          setText(typed);
          setShown(amount);
          if (amount !== valueCents) onValueChange(cents(amount));
        }}
      />
    </Wrapper>
  );
}
