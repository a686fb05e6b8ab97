// Domain contract of the crm squad: rules, Turkish messages and wire schemas (filled by its issue).
export {};
