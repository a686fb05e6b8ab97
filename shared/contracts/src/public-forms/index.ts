// Contract of the public forms (footer callback, contact page): rules, Turkish texts, wire bodies.
export * from './callbackRequest';
export * from './contactRequest';
export * from './wire';
export * from './callbackFormPost';
