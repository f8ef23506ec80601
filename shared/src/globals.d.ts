/** Build-time constants every app gets from the shared webpack config (DefinePlugin). */
declare const __TESSERA_APP__: string;
declare const __TESSERA_VERSION__: string;

/** A static file the build emits as an asset (shared/build/index.mjs): the import is its URL. */
declare module '*.svg' {
  const url: string;
  export default url;
}

/** A stylesheet the build extracts into the app's CSS (shared/build/index.mjs): imported for its effect only. */
declare module '*.css';
