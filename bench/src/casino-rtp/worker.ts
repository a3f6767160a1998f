import { parentPort } from 'node:worker_threads';
import { playRounds, type RoundsJob } from './play-rounds.js';

/** A pool thread: plays each job it is sent and answers its sums. */
if (!parentPort) throw new Error('casino-rtp worker must run in a worker thread');
const port = parentPort;
port.on('message', (job: RoundsJob) => port.postMessage(playRounds(job)));
