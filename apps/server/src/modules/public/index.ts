export { anonymousKey } from './public.service.ts';
export { clientKey } from './throttle.ts';
