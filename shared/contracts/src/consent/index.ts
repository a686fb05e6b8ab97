// Cookie and storage consent: the categories the visitor chooses, where and how the choice is kept, and how a
// consumer hears of a change.
export * from './categories';
export * from './consentChoice';
