import { useId } from 'react';
import styled from 'styled-components';

const Group = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space[1]};
    padding: 0;
    color: ${({ theme }) => theme.colors.textSecondary};
    font-weight: 600;
  }
`;

const Options = styled.div`
  display: grid;
  grid-auto-columns: 1fr;
  grid-auto-flow: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.control};
`;

const Option = styled.label`
  position: relative;
  display: grid;
  place-items: center;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.control};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-weight: 600;
  cursor: pointer;
  input {
    position: absolute;
    opacity: 0;
    pointer-events: none;
  }
  &:has(input:checked) {
    background: ${({ theme }) => theme.colors.raised};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: inset 0 -2px 0 ${({ theme }) => theme.colors.accent};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
  }
`;

type SegmentedProps<Value extends string> = {
  legend: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
};

/** A choice of two or three: native radios (arrow keys, screen readers) drawn as one segmented control. */
export function Segmented<Value extends string>({ legend, options, value, onChange }: SegmentedProps<Value>) {
  const name = useId();
  return (
    <Group>
      <legend>{legend}</legend>
      <Options>
        {options.map((option) => (
          <Option key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </Option>
        ))}
      </Options>
    </Group>
  );
}
