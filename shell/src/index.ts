// The async boundary: the federation runtime must set up the shared scope (React, the router, web-kit...)
// before anything imports them, so the real entry is loaded through a dynamic import.
void import('./bootstrap');
