/** Test helpers of the sandbox, also used by the platform server's tests (`@tessera/sandbox/testing`). */
export * from './http.js';
export * from './sandbox.js';
