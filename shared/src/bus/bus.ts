import { useSyncExternalStore } from 'react';
import { STICKY_EVENTS, type PlatformEventName, type PlatformEvents } from './events';

type Listener<E extends PlatformEventName> = (payload: PlatformEvents[E]) => void;

export interface Bus {
  emit<E extends PlatformEventName>(event: E, payload: PlatformEvents[E]): void;
  /** Subscribes; returns the unsubscribe function. */
  on<E extends PlatformEventName>(event: E, listener: Listener<E>): () => void;
  /** The last payload of a sticky event, if any was emitted. */
  last<E extends PlatformEventName>(event: E): PlatformEvents[E] | undefined;
}

/** What only tests may do: forget every listener and sticky value (see `@tessera/shared/testing`). */
interface ResettableBus extends Bus {
  reset(): void;
}

export function createBus(): Bus {
  return createResettableBus();
}

function createResettableBus(): ResettableBus {
  const listeners = new Map<PlatformEventName, Set<Listener<never>>>();
  const lastValues = new Map<PlatformEventName, unknown>();
  const sticky = new Set<PlatformEventName>(STICKY_EVENTS);
  return {
    emit(event, payload) {
      if (sticky.has(event)) lastValues.set(event, payload);
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          (listener as Listener<typeof event>)(payload);
        } catch (e) {
          // One faulty subscriber (say, a remote) must not stop the others from hearing the event.
          console.error(`[bus] listener of ${event} failed`, e);
        }
      }
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener as Listener<never>);
      listeners.set(event, set);
      return () => set.delete(listener as Listener<never>);
    },
    last(event) {
      return lastValues.get(event) as PlatformEvents[typeof event] | undefined;
    },
    reset() {
      listeners.clear();
      lastValues.clear();
    },
  };
}

// One bus per page, even if a mismatched build ever loaded a second copy of this module.
const KEY = Symbol.for('tessera.bus');
const holder = globalThis as { [KEY]?: ResettableBus };
const pageBus: ResettableBus = holder[KEY] ?? (holder[KEY] = createResettableBus());
export const bus: Bus = pageBus;

/** Test isolation: the page bus as if nothing had subscribed or emitted yet. Not on the public entry. */
export function resetBus(): void {
  pageBus.reset();
}

/** The current value of a sticky event, re-rendering on change. */
export function useBusValue<E extends PlatformEventName>(event: E, target: Bus = bus): PlatformEvents[E] | undefined {
  return useSyncExternalStore(
    (notify) => target.on(event, notify),
    () => target.last(event),
    () => target.last(event),
  );
}
