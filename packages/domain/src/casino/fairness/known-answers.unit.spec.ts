import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardFromFloat } from '../cards/playing-card.js';
import { dieFace, reelStop, roulettePocket } from './draws.js';
import { floatAt, floatOfDigest, floatStream } from './float-stream.js';
import type { Seeds } from './seeds.js';
import { serverSeedHash } from './server-seed-hash.js';

/**
 * Known answers computed once with an independent implementation (node:crypto createHmac, reading each 4 bytes as
 * a big-endian uint32 / 2^32) and written here literally: any change to the scheme fails these.
 */
const SEED = '3f1c5e2b9d7a4c6e8f0b1d3c5e7a9b2d4f6a8c0e1b3d5f7a9c2e4b6d8f0a1c3e';
const VECTORS: {
  seeds: Seeds;
  hash: string;
  floats: number[];
  pocket: number;
  dice: [number, number];
  cards: string[];
}[] = [
  {
    seeds: { serverSeed: SEED, clientSeed: 'player-seed', nonce: 0 },
    hash: 'd4c702f1a4abe1e108a15fd59e86480367231bff7a0aa689d3447e50ba726452',
    floats: [
      0.5698643955402076, 0.4625999149866402, 0.5281335194595158, 0.8891000072471797, 0.8137645763345063,
      0.26279943878762424, 0.18537538405507803, 0.15316511853598058, 0.2763346128631383, 0.7211864755954593,
    ],
    pocket: 21,
    dice: [4, 3],
    cards: ['9 hearts', '8 diamonds', '8 clubs', 'K spades', 'Q spades', '5 hearts', '4 hearts', '3 clubs', '5 spades'],
  },
  {
    seeds: { serverSeed: SEED, clientSeed: 'player-seed', nonce: 1 },
    hash: 'd4c702f1a4abe1e108a15fd59e86480367231bff7a0aa689d3447e50ba726452',
    floats: [
      0.10496809030883014, 0.6930373450741172, 0.6237660339102149, 0.2721708514727652, 0.22054561786353588,
      0.8992445040494204, 0.6669746569823474, 0.5278417903464288, 0.0333659234456718, 0.17682353011332452,
    ],
    pocket: 3,
    dice: [1, 5],
    cards: [
      '3 hearts',
      'J diamonds',
      '10 diamonds',
      '5 spades',
      '4 clubs',
      'K spades',
      '10 spades',
      '8 clubs',
      '2 hearts',
    ],
  },
  {
    seeds: { serverSeed: '0'.repeat(64), clientSeed: 'abc', nonce: 42 },
    hash: '60e05bd1b195af2f94112fa7197a5c88289058840ce7c6df9693756bc6250f55',
    floats: [
      0.761475391453132, 0.9965463364496827, 0.15425556106492877, 0.6753837489522994, 0.16051929094828665,
      0.22088273684494197, 0.5301563329994678, 0.999887668993324, 0.4295225669629872, 0.03902750322595239,
    ],
    pocket: 28,
    dice: [5, 6],
    cards: ['J clubs', 'A clubs', '4 diamonds', '10 clubs', '4 diamonds', '4 clubs', '8 clubs', 'A clubs', '7 spades'],
  },
];

describe('provably fair draw: known answers', () => {
  describe.each(VECTORS)('server seed $seeds.serverSeed, client seed $seeds.clientSeed, nonce $seeds.nonce', (v) => {
    it('commits to the server seed with the SHA-256 of its hex text', () => {
      expect(serverSeedHash(v.seeds.serverSeed)).toBe(v.hash);
    });

    it('reads floats 0-9 across the first two digests (cursor 0, then 1)', () => {
      expect(v.floats.map((_, index) => floatAt(v.seeds, index))).toEqual(v.floats);
    });

    it('streams the same floats in order and counts them', () => {
      const stream = floatStream(v.seeds);
      expect(v.floats.map(() => stream.next())).toEqual(v.floats);
      expect(stream.used).toBe(v.floats.length);
    });

    it('maps float 0 to the roulette pocket, floats 0-1 to two dice and floats 0-8 to cards', () => {
      expect(roulettePocket(v.floats[0] ?? Number.NaN)).toBe(v.pocket);
      expect(v.floats.slice(0, 2).map(dieFace)).toEqual(v.dice);
      expect(
        v.floats.slice(0, 9).map((float) => {
          const { rank, suit } = cardFromFloat(float);
          return `${rank} ${suit}`;
        }),
      ).toEqual(v.cards);
    });
  });
});

describe('keyed states kept per server seed', () => {
  it('give every round its own floats when rounds under different seeds are read in turn', () => {
    const streams = VECTORS.map((v) => floatStream(v.seeds));
    const read = VECTORS.map(() => [] as number[]);
    for (let index = 0; index < 10; index += 1) streams.forEach((stream, which) => read[which]?.push(stream.next()));
    expect(read).toEqual(VECTORS.map((v) => v.floats));
  });

  it('still give the known floats after more seeds than are kept were keyed', () => {
    for (let seed = 0; seed < 17_000; seed += 1)
      floatAt({ serverSeed: seed.toString(16).padStart(64, '0'), clientSeed: 'c', nonce: 0 }, 0);
    for (const v of VECTORS) expect(v.floats.map((_, index) => floatAt(v.seeds, index))).toEqual(v.floats);
  });
});

describe('floatOfDigest', () => {
  it("equals the scheme's sum b0/256 + b1/256^2 + b2/256^3 + b3/256^4 bit for bit", () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.integer({ min: 0, max: 7 }),
        (digest, position) => {
          const [b0, b1, b2, b3] = digest.slice(position * 4, position * 4 + 4);
          const sum = (b0 ?? 0) / 256 + (b1 ?? 0) / 256 ** 2 + (b2 ?? 0) / 256 ** 3 + (b3 ?? 0) / 256 ** 4;
          expect(floatOfDigest(digest, position)).toBe(sum);
        },
      ),
    );
  });
});

describe('draws', () => {
  it('cover their whole range at the ends of [0, 1)', () => {
    const justBelowOne = 1 - 2 ** -32;
    expect([roulettePocket(0), roulettePocket(justBelowOne)]).toEqual([0, 36]);
    expect([dieFace(0), dieFace(justBelowOne)]).toEqual([1, 6]);
    expect([cardFromFloat(0), cardFromFloat(justBelowOne)]).toEqual([
      { rank: '2', suit: 'diamonds' },
      { rank: 'A', suit: 'clubs' },
    ]);
    expect([reelStop(0, 20), reelStop(justBelowOne, 20)]).toEqual([0, 19]);
  });

  it('order the cards by rank, then diamonds, hearts, spades, clubs', () => {
    expect([1, 2, 3, 4].map((index) => cardFromFloat((index + 0.5) / 52))).toEqual([
      { rank: '2', suit: 'hearts' },
      { rank: '2', suit: 'spades' },
      { rank: '2', suit: 'clubs' },
      { rank: '3', suit: 'diamonds' },
    ]);
  });
});

describe('seeds', () => {
  it.each([
    [{ serverSeed: '', clientSeed: 'c', nonce: 0 }, 'The server seed is missing'],
    [{ serverSeed: SEED, clientSeed: 'c', nonce: -1 }, 'The nonce must be a whole number from 0'],
    [{ serverSeed: SEED, clientSeed: 'c', nonce: 1.5 }, 'The nonce must be a whole number from 0'],
  ])('refuses %o', (seeds, message) => {
    expect(() => floatAt(seeds, 0)).toThrow(message);
  });
});
