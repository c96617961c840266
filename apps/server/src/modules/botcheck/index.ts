export { requireBotCheck } from './botcheck.routes.ts';
export { type BotCheck } from './botcheck.service.ts';
