export { assertSeeds, type Seeds } from './seeds.js';
export { floatAt, floatStream, FLOATS_PER_DIGEST, type FloatSource } from './float-stream.js';
export { serverSeedHash } from './server-seed-hash.js';
export { cardIndex, dieFace, reelStop, roulettePocket, DECK_SIZE, ROULETTE_POCKETS } from './draws.js';
