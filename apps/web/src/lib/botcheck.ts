import { CAPTCHA_ACTION } from '@vivaha/shared/constants';

import type * as AltchaSolver from './altcha-solver';
import { api } from './http';
import { site } from './site';

/**
 * The bot check the server asked for (meta captcha-provider): altcha (proof of work solved here,
 * no third party), reCAPTCHA v3, or none. `isReady` turns true once the check's script is loaded;
 * `getToken` answers an empty string when no token could be had.
 */
interface Provider {
  /** Starts loading the check; resolves once it is ready (it may never, when loading fails). */
  load(): Promise<void>;
  isReady(): boolean;
  getToken(): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: {
      ready(callback: () => void): void;
      execute(siteKey: string, options: { action: string }): Promise<string>;
    };
  }
}

/** A solved altcha token lasts 10 minutes on the server; use one only while it is well inside that. */
const PREPARED_TTL_MS = 8 * 60_000;

function altcha(): Provider {
  let solver: typeof AltchaSolver | undefined;
  let loading: Promise<void> | undefined;
  let prepared: Promise<{ token: string; at: number }> | undefined;

  const solveOne = async () => {
    if (!solver) return { token: '', at: Date.now() };
    try {
      const challenge = await api('botcheck/challenge', solver.challengeAnswer);
      return { token: await solver.solve(challenge), at: Date.now() };
    } catch {
      return { token: '', at: Date.now() };
    }
  };
  // Solve one ahead, while the person fills the form, so a submit rarely waits for the work.
  const prepare = () => (prepared = solveOne());

  return {
    load() {
      loading ??= import('./altcha-solver').then(
        (module) => {
          solver = module;
          prepare();
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    isReady: () => solver !== undefined,
    async getToken() {
      if (!solver) return '';
      // Take the prepared token before waiting, so two submits never share one.
      const pending = prepared;
      prepared = undefined;
      const ahead = pending ? await pending : undefined;
      const fresh = ahead && ahead.token && Date.now() - ahead.at < PREPARED_TTL_MS ? ahead : await solveOne();
      prepare();
      return fresh.token;
    },
  };
}

function recaptcha(siteKey: string): Provider {
  let ready = false;
  let loading: Promise<void> | undefined;
  return {
    load() {
      loading ??= new Promise<void>((resolve, reject) => {
        const script = document.createElement('script');
        script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
        script.async = true;
        script.onload = () =>
          window.grecaptcha?.ready(() => {
            ready = true;
            resolve();
          });
        script.onerror = () => {
          loading = undefined;
          reject(new Error('reCAPTCHA could not be loaded'));
        };
        document.head.append(script);
      });
      return loading;
    },
    isReady: () => ready,
    async getToken() {
      try {
        return (await window.grecaptcha?.execute(siteKey, { action: CAPTCHA_ACTION })) ?? '';
      } catch {
        return '';
      }
    },
  };
}

const none: Provider = { load: async () => {}, isReady: () => true, getToken: async () => 'none' };

function createProvider(): Provider {
  if (site.captchaProvider === 'none') return none;
  if (site.captchaProvider === 'recaptcha' && site.recaptchaSiteKey) return recaptcha(site.recaptchaSiteKey);
  return altcha();
}

export const botCheck = createProvider();
