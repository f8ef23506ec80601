// Stands in for axios's fetch adapter (axios/lib/adapters/fetch.js) in every app's build (index.mjs). axios picks
// its first adapter the environment supports, xhr before fetch, and every browser the apps run in has
// XMLHttpRequest: the fetch adapter and the stream helpers it brings never ran, yet axios is a shared singleton and
// kept them all. No app asks for `adapter: 'fetch'` (axios-without-fetch.test.cjs); one that did would get axios's
// own "adapter fetch is not supported by the environment" error, not a silent fallback.
export const getFetch = () => false;
export default undefined;
