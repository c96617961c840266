export { type SmsQueue } from './sms.queue.ts';
export { type SmsSender } from './sms.sender.ts';
