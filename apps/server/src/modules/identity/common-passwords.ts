import { ConfigError } from '#src/config.ts';

/** Passwords among this many of the most used ones are refused. */
export const COMMON_PASSWORD_COUNT = 10_000;

export const commonPasswordText = 'This password is too common. Please choose a less common one.';

let common: Promise<Set<string>> | undefined;

/**
 * The most used passwords, most used first, from the zxcvbn-ts project's list (leaked password
 * sets, ranked by use). Loaded once, when first needed; it stays on the server.
 */
function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT)),
  );
  return common;
}

/** True when the password, in any case, is one of the 10,000 most used. */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}

/** ADMIN_PASSWORD must not be a common password: the start stops with a message naming it. */
export async function checkAdminPassword(password: string | undefined): Promise<void> {
  if (password !== undefined && (await isCommonPassword(password))) {
    throw new ConfigError(
      `Invalid configuration:\n  ADMIN_PASSWORD: is one of the ${COMMON_PASSWORD_COUNT.toLocaleString('en')} most common passwords; choose a less common one`,
    );
  }
}
