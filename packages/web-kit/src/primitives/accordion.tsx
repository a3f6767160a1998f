import * as RadixAccordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { ComponentPropsWithoutRef } from 'react';
import { forwardRef } from 'react';
import styled from 'styled-components';

export const Accordion = RadixAccordion.Root;
export const AccordionItem = RadixAccordion.Item;
export const AccordionContent = RadixAccordion.Content;

const Header = styled(RadixAccordion.Header)`
  margin: 0;
`;

const Trigger = styled(RadixAccordion.Trigger)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  padding: ${({ theme }) => theme.space[2]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.control};
  background: none;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  svg {
    transition: transform 150ms;
  }
  &[data-state='open'] svg {
    transform: rotate(180deg);
  }
`;

/** A section heading that opens and closes its content; the chevron shows which way it will go. */
export const AccordionTrigger = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<typeof RadixAccordion.Trigger>>(
  function AccordionTrigger({ children, ...props }, ref) {
    return (
      <Header>
        <Trigger ref={ref} {...props}>
          {children}
          <ChevronDown size={14} aria-hidden />
        </Trigger>
      </Header>
    );
  },
);
