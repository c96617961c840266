import { useEffect, type RefObject } from 'react';

/**
 * A field of a page drawn on the server can be changed before the app takes the page over. React
 * then keeps what the person chose on screen but not in the form's state, and the form would send
 * what it started with. Once, as the form starts, this hands the fields the person changed (their
 * value differs from the one the page came with) to `take`, by name, if there are any.
 */
export function useEarlyInput(
  form: RefObject<HTMLFormElement | null>,
  take: (changed: Record<string, string>) => void,
) {
  useEffect(() => {
    const changed: Record<string, string> = {};
    for (const element of Array.from(form.current?.elements ?? [])) {
      if (element instanceof HTMLSelectElement) {
        const chosen = element.selectedOptions[0];
        if (chosen && !chosen.defaultSelected) changed[element.name] = element.value;
      } else if (element instanceof HTMLInputElement) {
        const differs =
          element.type === 'radio' || element.type === 'checkbox'
            ? element.checked && !element.defaultChecked
            : element.value !== element.defaultValue;
        if (differs) changed[element.name] = element.value;
      }
    }
    if (Object.keys(changed).length) take(changed);
    // Once, at the start: later changes reach the form through its own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
