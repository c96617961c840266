import { useState, type ReactNode } from 'react';

import { BusyButton } from '@/components/busy-button';
import { toast } from '@/lib/toast';
import { useCaptchaToken } from '@/lib/use-bot-check';

import { failureText } from '../api/identity-answer';

/**
 * Why the last try failed, under the form's button: inside the dialog, where the eyes are, as well
 * as in the toast the spec names.
 */
export function FormFailure({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <div className="alert alert-danger mt-3 mb-0" role="alert">
      {text}
    </div>
  );
}

/** The full-width button that sends a guarded step, with the step's last failure under it. */
export function StepButton(props: {
  busy: boolean;
  busyText: string;
  failure: string | undefined;
  children: ReactNode;
}) {
  return (
    <>
      <BusyButton busy={props.busy} busyText={props.busyText} className="btn btn-primary w-100">
        {props.children}
      </BusyButton>
      <FormFailure text={props.failure} />
    </>
  );
}

/**
 * A step of a form that the bot check guards (log in, register, reset the password): the last
 * failure is cleared, the check's token asked for (nothing is sent without one), and a failure of
 * the step said under the form (`failure`, for FormFailure) and in a toast.
 */
export function useGuardedStep() {
  const captcha = useCaptchaToken();
  const [failure, setFailure] = useState<string>();
  const run = async (step: (captchaToken: string) => Promise<void>, failed: string, networkText = failed) => {
    setFailure(undefined);
    const captchaToken = await captcha();
    if (!captchaToken) return;
    try {
      await step(captchaToken);
    } catch (error) {
      const text = failureText(error, failed, networkText);
      setFailure(text);
      toast.error(text);
    }
  };
  return { failure, run };
}
