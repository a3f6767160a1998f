/**
 * The page paths the server answers with the shell's index.html and 200: the route table in @sb/contracts, the
 * one the shell mounts its remotes from (shell/src/routing/remote-owners.ts).
 */
export { isSpaRoute } from '@sb/contracts';
