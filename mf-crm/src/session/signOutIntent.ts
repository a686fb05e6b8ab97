/**
 * Whether this tab's staff member chose to sign out. A CRM page that sees its token go away sends the visitor to the
 * login page with 'Oturumunuz sona erdi' (RequireCrmSession); after 'Çıkış Yap' it must not, and the logout's own
 * navigation (a React transition) may land after the page has seen the token go.
 */
let signingOut = false;

export const markSigningOut = (): void => {
  signingOut = true;
};
export const clearSigningOut = (): void => {
  signingOut = false;
};
export const isSigningOut = (): boolean => signingOut;
