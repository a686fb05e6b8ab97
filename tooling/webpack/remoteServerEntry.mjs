// Entry of every remote's server build: its route subtree and the kernel range it was built for (the composer
// refuses a build whose range its kernel does not satisfy, as the browser's federation runtime does).
// `pageChunks`: the browser build's files of each page (pageScripts.mjs), which the composer names in the page.
/* global __KERNEL_RANGE__, __PAGE_CHUNKS__ */
export { routes } from 'remote-routes';
export const kernelRange = __KERNEL_RANGE__;
export const pageChunks = __PAGE_CHUNKS__;
