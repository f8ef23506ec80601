/** Build-time constants every app gets from the shared webpack config (DefinePlugin). */
declare const __TESSERA_APP__: string;
declare const __TESSERA_VERSION__: string;
