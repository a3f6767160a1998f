import type { ReactNode } from 'react';
import { createContext, useContext } from 'react';
import type { SlipFlow } from './slip-flow';
import { SPORTSBOOK_FLOW } from './slip-flow';

const SlipFlowContext = createContext<SlipFlow>(SPORTSBOOK_FLOW);

/** Each screen says which flow its odds buttons and its slip follow (starting stake, payload shape...). */
export function SlipFlowProvider({ flow, children }: { flow: SlipFlow; children: ReactNode }) {
  return <SlipFlowContext.Provider value={flow}>{children}</SlipFlowContext.Provider>;
}

export const useSlipFlow = (): SlipFlow => useContext(SlipFlowContext);
