export { NO_SIGNALS, type Signals } from './signals.repository.ts';
