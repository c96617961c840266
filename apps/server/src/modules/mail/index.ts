export { mailText, type MailText } from './mail-texts.ts';
export { MAIL_QUEUES } from './mail.queue.ts';
export { escapeHtml, plainText, type Mail, type Mailer, type MailTransport, type SendOptions } from './mail.service.ts';
