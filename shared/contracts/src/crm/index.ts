// Contract of the staff CRM (spec 2.15-2.17, 3-6, 7.4, 8): rules, Turkish texts, wire bodies.
export * from './staffAuth';
export * from './stages';
export * from './codeTables';
export * from './messages';
export * from './requests';
export * from './csv';
export * from './istanbulTime';
export * from './search';
export * from './wire';
export * from './reminders';
export * from './timeline';
export * from './owner';
export * from './customerEdit';
export * from './callOutcomes';
export * from './live';
export * from './requestsWire';
export * from './leads';
