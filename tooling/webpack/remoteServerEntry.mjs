// Entry of every remote's server build: its route subtree and the kernel range it was built for (the composer
// refuses a build whose range its kernel does not satisfy, as the browser's federation runtime does).
/* global __KERNEL_RANGE__ */
export { routes } from 'remote-routes';
export const kernelRange = __KERNEL_RANGE__;
