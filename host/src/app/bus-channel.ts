/** Bridges the platform bus into sagas: `yield takeEvery(busChannel('wallet:refresh'), worker)`. */
import { eventChannel, buffers } from 'redux-saga';
import { bus, type PlatformEventName, type PlatformEvents } from '@tessera/shared';

export function busChannel<E extends PlatformEventName>(event: E) {
  return eventChannel<PlatformEvents[E]>((emit) => bus.on(event, (payload) => emit(payload)), buffers.sliding(8));
}
