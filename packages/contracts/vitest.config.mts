export { sharedTestConfig as default } from '../../vitest.shared.mts';
