import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';

import i18n from '@/lib/i18n';
import { renderWithWords } from '@/test/render-with-words';

import { DateOfBirthField } from './form-fields';

function Form({ dob = '' }: { dob?: string }) {
  const form = useForm({ defaultValues: { dob } });
  const dobValue = useWatch({ control: form.control, name: 'dob' });
  return (
    <FormProvider {...form}>
      <output data-testid="value">{dobValue}</output>
      <DateOfBirthField latest="2008-11-29" />
    </FormProvider>
  );
}

const open = async (language: 'en' | 'si' | 'ta', dob?: string) => {
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(['profileForm']);
  renderWithWords(<Form dob={dob} />);
};

describe('the date of birth as typed on each page', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('asks day, month and year in that order on a Sinhala page, the months in Sinhala, whatever the browser', async () => {
    const user = userEvent.setup();
    await open('si');
    const group = await screen.findByRole('group', { name: 'උපන් දිනය' });
    const lists = within(group).getAllByRole('combobox');
    expect(lists.map((list) => list.getAttribute('aria-label'))).toEqual(['දිනය', 'මාසය', 'වර්ෂය']);
    expect(
      within(lists[1]!)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toContain('අගෝස්තු');
    // The latest year is that of someone 18 today.
    expect(within(lists[2]!).getAllByRole('option')[1]).toHaveTextContent('2008');
    await user.selectOptions(lists[0]!, '21');
    await user.selectOptions(lists[1]!, 'අගෝස්තු');
    // Not a date until the year is chosen too.
    expect(screen.getByTestId('value')).toHaveTextContent(/^$/);
    await user.selectOptions(lists[2]!, '1995');
    expect(screen.getByTestId('value')).toHaveTextContent(/^1995-08-21$/);
  });

  it('shows a saved date in its parts on a Tamil page', async () => {
    await open('ta', '1993-11-02');
    const group = await screen.findByRole('group', { name: 'பிறந்த தேதி' });
    const [day, month, year] = within(group).getAllByRole('combobox') as HTMLSelectElement[];
    expect([day!.value, month!.selectedOptions[0]!.textContent, year!.value]).toEqual(['02', 'நவம்பர்', '1993']);
  });

  it('keeps the browser’s date field on an English page', async () => {
    await open('en');
    expect(await screen.findByLabelText('Date of Birth')).toHaveAttribute('type', 'date');
  });
});
