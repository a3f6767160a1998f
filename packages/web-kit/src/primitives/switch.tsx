import type { ButtonHTMLAttributes } from 'react';
import { forwardRef } from 'react';
import styled from 'styled-components';

const Track = styled.button`
  position: relative;
  flex: none;
  width: 40px;
  height: 22px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.raised};
  cursor: pointer;
  transition: background 120ms;
  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.textSecondary};
    transition: transform 120ms;
  }
  &[aria-checked='true'] {
    background: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.accent};
  }
  &[aria-checked='true']::after {
    background: ${({ theme }) => theme.colors.onAccent};
    transform: translateX(18px);
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export type SwitchProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'role'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/**
 * An on/off control: a real button with role switch, so a label's htmlFor, Space and Enter all work without
 * another Radix package.
 */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
  { checked, onCheckedChange, type = 'button', ...rest },
  ref,
) {
  return (
    <Track
      ref={ref}
      type={type}
      role="switch"
      aria-checked={checked}
      onClick={() => onCheckedChange(!checked)}
      {...rest}
    />
  );
});
