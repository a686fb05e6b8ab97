// The global through which the shell hands its federation bundler runtime to the remotes (../bundlerRuntimeOnce.mjs).
export const BUNDLER_RUNTIME_GLOBAL = '__KREDI_FEDERATION_BUNDLER_RUNTIME__';
