export * from './projection.js';
export * from './users/index.js';
import { usersProjection } from './users/index.js';

/** Every read model the query API reads, in the order they are applied. */
export const allProjections = [usersProjection];
