// Domain contract of the calculator squad: rules, Turkish messages and wire schemas (filled by its issue).
export {};
