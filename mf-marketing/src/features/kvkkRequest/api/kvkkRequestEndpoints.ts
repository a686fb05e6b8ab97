// For `useDeferredMutation` (@kredi/kernel): RTK Query and these endpoints load when the visitor first focuses the
// form or presses its button, not with the server-rendered page.
const endpoints = () => import('./kvkkRequestApi').then((module) => module.kvkkRequestApi.endpoints);

export const loadSendKvkkCode = () => endpoints().then((all) => all.sendKvkkCode);
export const loadVerifyKvkkCode = () => endpoints().then((all) => all.verifyKvkkCode);
export const loadSendKvkkRequest = () => endpoints().then((all) => all.sendKvkkRequest);
