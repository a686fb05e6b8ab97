// The form's four calls, for `useDeferredMutation` (@kredi/kernel): their code and RTK Query (the kernel's API entry)
// load when the person first focuses a field of the form (CreditFormPage), or at the first call, not with the page
// (nothing the first screen does not use). Every call is made by a press; none is needed to show or hydrate
// the page.
const endpoints = () => import('./usersApi').then((module) => module.usersApi.endpoints);

export const loadRegisterPhone = () => endpoints().then((all) => all.registerPhone);
export const loadVerifyPhone = () => endpoints().then((all) => all.verifyPhone);
export const loadAddCustomer = () => endpoints().then((all) => all.addCustomer);
export const loadRequestCallMe = () => endpoints().then((all) => all.requestCallMe);
