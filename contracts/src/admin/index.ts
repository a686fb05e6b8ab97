// Domain contract of the admin squad: rules, Turkish messages and wire schemas (filled by its issue).
export {};
