import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';

import { toast } from '@/lib/toast';

import { nameError, type NameError } from './name-error';

interface Options {
  /** True while a save is on its way: another press does nothing. */
  pending: boolean;
  send: () => Promise<{ message: string }>;
  /** Said when the server's answer has no message of its own. */
  done: string;
  /** Said when the save failed without the server's words. */
  failed: string;
  /** What failed, for the log. */
  what: string;
  onSaved: () => void;
  /** Escape: the form closes. */
  onClose: () => void;
}

/**
 * A search's name saved from a small form (saving a new search, renaming one): the server's
 * message in a toast once saved; a refused name keeps what was typed, with the reason beside the
 * field (or above the form), and the field takes the focus again.
 */
export function useNameSave({ pending, send, done, failed, what, onSaved, onClose }: Options) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<NameError>({});

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setError({});
    try {
      const answer = await send();
      toast.success(answer.message || done);
      onSaved();
    } catch (failure) {
      console.error(what, 'failed', failure);
      setError(nameError(failure, failed));
      input.current?.focus();
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onClose();
  };

  return { input, error, setError, onSubmit: (event: FormEvent) => void save(event), onKeyDown };
}
