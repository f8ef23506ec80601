export { createRemoteStore, RemoteStoreProvider, useInjectSaga, type RemoteStoreHandle } from './remote-store';
export { forwardBusEvents, type BusActionMap } from './forward-bus-events';
export { idle, notLoaded, startLoading, ready, succeed, fail, isPending, loadCases, loadableCases, loadSelectors, type Loadable, type LoadState } from './loadable';
export { createReport, type ReportState } from './report';
export { centrePageCases, useCentrePage } from './centre-page';
export { notSent, sendCases, type SendState, type SendStatus } from './send';
