/**
 * The gateway's RSA private-key step (c^d mod n, a few ms of BigInt work per login) on worker threads, so that
 * a burst of encrypted logins does not stall every other request on the event loop. Node's crypto has no
 * asynchronous RSA decryption (privateDecrypt is synchronous), and the stored key has no CRT parts for it anyway.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PrivateKeyStep, RsaKey } from './crypto.js';

/**
 * The worker's whole program, evaluated as a script: it imports nothing of ours, so it runs the same from the
 * sources (tests) and from dist/. Its modPow is therefore a copy of shared/src/util/mod-pow.ts (what crypto.ts
 * runs on the calling thread); rsa-workers.test.ts compares the two.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
function modPow(base, exponent, modulus) {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}
parentPort.on('message', ({ id, c, d, n }) => {
  try {
    parentPort.postMessage({ id, m: modPow(BigInt('0x' + c), BigInt('0x' + d), BigInt('0x' + n)).toString(16) });
  } catch (err) {
    parentPort.postMessage({ id, error: String(err) });
  }
});
`;

interface Pending {
  resolve: (m: bigint) => void;
  reject: (e: Error) => void;
}

interface Slot {
  worker: Worker;
  pending: Map<number, Pending>;
}

/** A small pool of RSA workers; `step` is decryptRequestWith's private-key step. */
export interface RsaWorkers {
  step: PrivateKeyStep;
  /** Stops the workers; calls still waiting are refused. */
  close(): Promise<void>;
}

/** One worker on a two-core machine, two above: the event loop and the database keep a core. */
export const defaultRsaWorkers = (): number => Math.max(1, Math.min(2, availableParallelism() - 1));

export function rsaWorkers(size = defaultRsaWorkers()): RsaWorkers {
  const slots: (Slot | undefined)[] = Array.from({ length: size }, () => undefined);
  let nextId = 0;
  let closed = false;

  const failAll = (slot: Slot, error: Error) => {
    for (const p of slot.pending.values()) p.reject(error);
    slot.pending.clear();
  };

  const start = (index: number): Slot => {
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    // Idle workers do not keep the process alive; close() ends them with the server.
    worker.unref();
    const slot: Slot = { worker, pending: new Map() };
    worker.on('message', (msg: { id: number; m?: string; error?: string }) => {
      const p = slot.pending.get(msg.id);
      if (!p) return;
      slot.pending.delete(msg.id);
      if (msg.m !== undefined) p.resolve(BigInt(`0x${msg.m || '0'}`));
      else p.reject(new Error(msg.error ?? 'RSA worker failed'));
    });
    // A worker that dies takes its calls with it; the next call starts a new one.
    const gone = (error: Error) => {
      if (slots[index] === slot) slots[index] = undefined;
      failAll(slot, error);
    };
    worker.on('error', gone);
    worker.on('exit', (code) => gone(new Error(`RSA worker exited (${code})`)));
    slots[index] = slot;
    return slot;
  };

  /** The worker with the fewest calls waiting (started when its place is empty). */
  const pick = (): Slot => {
    let best: Slot | undefined;
    for (let i = 0; i < slots.length; i += 1) {
      const slot = slots[i] ?? start(i);
      if (!best || slot.pending.size < best.pending.size) best = slot;
    }
    return best!;
  };

  const step: PrivateKeyStep = (c: bigint, key: RsaKey) => {
    if (closed) return Promise.reject(new Error('RSA workers are closed'));
    const slot = pick();
    const id = (nextId += 1);
    return new Promise<bigint>((resolve, reject) => {
      slot.pending.set(id, { resolve, reject });
      slot.worker.postMessage({ id, c: c.toString(16), d: key.d.toString(16), n: key.n.toString(16) });
    });
  };

  return {
    step,
    async close() {
      closed = true;
      await Promise.all(
        slots.map(async (slot) => {
          if (!slot) return;
          failAll(slot, new Error('RSA workers are closed'));
          await slot.worker.terminate();
        }),
      );
    },
  };
}
