// What the calculator offers the admin area and the reports: its rule tables (the admin edits them) and the
// Istanbul calendar day the rules in force are chosen by.

export { createCalculatorRepository } from './repository.js';
export { istanbulDay } from './rulesInForce.js';
