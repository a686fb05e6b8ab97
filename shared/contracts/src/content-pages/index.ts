// Contract of the content pages (the footer's service, FAQ, policy and call-us pages): where each page lives on the
// site, the wire shapes of the public read and the admin's editing, the FAQ's structure, the Turkish texts.
export * from './pages';
export * from './faq';
export * from './wire';
