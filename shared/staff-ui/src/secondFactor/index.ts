// The staff second factor's screens, for the CRM and the admin area: each app brings its own calls (its endpoints and
// session) and the texts that differ between them; the rules and the server's messages are '@kredi/contracts/staff'.
export { SecondFactorSettings, type SecondFactorCalls } from './SecondFactorSettings';
export { SignInEnrolment, type SignInEnrolmentCalls } from './SignInEnrolment';
export { TotpCodeField } from './TotpCodeField';
