export { createRemoteStore, RemoteStoreProvider, useInjectSaga, type RemoteStoreHandle } from './remote-store';
export { forwardBusEvents, type BusActionMap } from './forward-bus-events';
