export { fromThisMachine, tokenMatches } from './health.routes.ts';
