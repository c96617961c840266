/**
 * Who may see what: the one home of the rules families rely on (DESIGN.md, Rules the server
 * owns). Each rule is a TypeScript predicate and, where a query needs it, the SQL condition built
 * from the same definition; `access-home.test.ts` keeps their spelling out of every other file.
 */
export * from './published.ts';
export * from './roles.ts';
export * from './visibility.ts';
