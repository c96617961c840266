import { act } from '@testing-library/react';
import { useRef, useState, type FormEvent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { useEarlyInput, watchEarlyInput } from './use-early-input';

/** A form as the drawn pages have them: controlled fields, sent from state. */
function Form({ onSend }: { onSend: (values: object) => void }) {
  const [sx, setSx] = useState('0');
  const [age, setAge] = useState('');
  const [religion, setReligion] = useState('0');
  const form = useRef<HTMLFormElement>(null);
  useEarlyInput(form, (changed) => {
    if (changed.sx) setSx(changed.sx);
    if (changed.af !== undefined) setAge(changed.af);
    if (changed.re) setReligion(changed.re);
  });
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSend({ sx, age, religion });
  };
  return (
    <form ref={form} onSubmit={send}>
      <input type="radio" name="sx" value="1" checked={sx === '1'} onChange={() => setSx('1')} />
      <input type="radio" name="sx" value="2" checked={sx === '2'} onChange={() => setSx('2')} />
      <input name="af" value={age} onChange={(event) => setAge(event.target.value)} />
      <select name="re" value={religion} onChange={(event) => setReligion(event.target.value)}>
        <option value="0">Any</option>
        <option value="296">Buddhist</option>
      </select>
      <button type="submit">Search</button>
    </form>
  );
}

/**
 * The form drawn on the server, changed by the person, then taken over by the app. `whileTaking`
 * runs after the app started watching and before it takes the page over, as a change made then.
 */
async function changedBeforeStart(
  change: (form: HTMLFormElement) => void,
  whileTaking: (form: HTMLFormElement) => void = () => {},
) {
  const sent: object[] = [];
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form onSend={() => {}} />);
  document.body.append(container);
  change(container.querySelector('form')!);
  watchEarlyInput(container);
  whileTaking(container.querySelector('form')!);
  await act(async () => {
    hydrateRoot(container, <Form onSend={(values) => sent.push(values)} />);
  });
  await act(async () => container.querySelector('button')!.click());
  container.remove();
  return sent;
}

/** The form's fields a test changes: religion, the bride choice and the lower age. */
const fieldsOf = (form: HTMLFormElement) => ({
  religion: form.elements.namedItem('re') as HTMLSelectElement,
  bride: form.querySelector('input[value="2"]') as HTMLInputElement,
  age: form.elements.namedItem('af') as HTMLInputElement,
});

/** Tells the page a field changed, as the browser does when a person changes it. */
const announce = (field: Element) => field.dispatchEvent(new Event('change', { bubbles: true }));

describe('useEarlyInput', () => {
  it('sends what the person chose before the app started', async () => {
    const sent = await changedBeforeStart((form) => {
      const { religion, bride, age } = fieldsOf(form);
      religion.value = '296';
      bride.checked = true;
      age.value = '25';
    });
    expect(sent).toEqual([{ sx: '2', age: '25', religion: '296' }]);
  });

  it('keeps a choice made as the app takes the page over, even one the page no longer shows', async () => {
    const sent = await changedBeforeStart(
      () => {},
      (form) => {
        const { religion, bride } = fieldsOf(form);
        religion.value = '296';
        announce(religion);
        bride.checked = true;
        announce(bride);
        // React puts a controlled field back to the form's state as it takes the page over.
        religion.value = '0';
        bride.checked = false;
      },
    );
    expect(sent).toEqual([{ sx: '2', age: '', religion: '296' }]);
  });

  it('forgets a choice taken back before the app started', async () => {
    const sent = await changedBeforeStart(
      () => {},
      (form) => {
        const { religion } = fieldsOf(form);
        for (const value of ['296', '0']) {
          religion.value = value;
          announce(religion);
        }
      },
    );
    expect(sent).toEqual([{ sx: '0', age: '', religion: '0' }]);
  });

  it('leaves the form as it came when nothing was changed', async () => {
    expect(await changedBeforeStart(() => {})).toEqual([{ sx: '0', age: '', religion: '0' }]);
  });
});
