import {
  get,
  type FieldError,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';

/** The parts of a react-hook-form form that `formField` reads. */
type FieldSource<T extends FieldValues> = Pick<UseFormReturn<T>, 'register' | 'formState'>;

/**
 * A form's field as InputField and LabelledSelect take it: its registration and its message (the
 * message read from the form's errors, so the form shows it again when it changes).
 */
export function formField<T extends FieldValues>(form: FieldSource<T>, name: Path<T>, options?: RegisterOptions<T>) {
  const error = get<FieldValues, FieldError | undefined>(form.formState.errors, name);
  return { registration: form.register(name, options), error: error?.message };
}
