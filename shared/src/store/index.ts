export { createRemoteStore, RemoteStoreProvider, useInjectSaga, type RemoteStoreHandle } from './remote-store';
export { forwardBusEvents, type BusActionMap } from './forward-bus-events';
export { idle, notLoaded, startLoading, ready, succeed, fail, isPending, loadCases, loadInto, loadFields, loadableCases, loadSelectors, type Loadable, type LoadState } from './loadable';
export { notSent, sendCases, type SendState, type SendStatus } from './send';
