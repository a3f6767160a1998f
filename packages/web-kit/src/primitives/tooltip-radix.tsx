import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { TooltipProps } from './tooltip.js';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './tooltip.js';

// Radix's tooltip, its popper and floating-ui: a chunk of their own, fetched by tooltip.tsx when a tooltip is
// first enabled.

export function RadixTooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </RadixTooltip.Provider>
  );
}

const Bubble = styled(RadixTooltip.Content)`
  z-index: 60;
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  background: ${({ theme }) => theme.colors.raised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.control};
  box-shadow: ${({ theme }) => theme.shadow};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export function RadixTooltipRoot({ content, side = 'right', children }: Omit<TooltipProps, 'disabled'>) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // This element replaced the one drawn while the chunk loaded: a pointer already resting on it moves no more,
  // so Radix would never hear of it. Open after the usual delay, as if it had just arrived.
  useEffect(() => {
    if (!trigger.current?.matches(':hover')) return undefined;
    const timer = setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <RadixTooltip.Root open={open} onOpenChange={setOpen}>
      <RadixTooltip.Trigger asChild ref={trigger}>
        {children}
      </RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <Bubble side={side} sideOffset={6}>
          {content}
        </Bubble>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
