// The async boundary: the federation runtime must set up the shared scope (React, the router, web-kit...)
// before anything imports them, so the real entry is loaded through a dynamic import. It is asked for in the next
// task, not in main.js's own: the runtime's start and the shared modules' negotiation (chunk lookups, script tags)
// were one 19-28 ms task on this machine, ~80-110 ms on Lighthouse's 4x slower phone; split, each is under 13 ms.
setTimeout(() => void import('./bootstrap'), 0);
