import { screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';

import { profileFormDefaults } from '@vivaha/shared/profile';
import { fieldsOfSection, fieldsOfStep, type FormInput } from '@vivaha/shared/profile-fields';

import i18n from '@/lib/i18n';
import { renderWithWords } from '@/test/render-with-words';

import { FieldInputs, type FormScreen } from './field-inputs';

function Inputs({ fields, screen: on }: { fields: FormInput[]; screen: FormScreen }) {
  const form = useForm({ defaultValues: { ...profileFormDefaults } });
  return (
    <FormProvider {...form}>
      <FieldInputs fields={fields} screen={on} />
    </FormProvider>
  );
}

const show = async (fields: FormInput[], on: FormScreen) => {
  await i18n.loadNamespaces(['profileForm', 'common']);
  renderWithWords(<Inputs fields={fields} screen={on} />);
};

/** The inputs are drawn from each field's declaration: its kind, whether it must be answered, its help. */
describe('the profile form’s inputs, made from the field table', () => {
  it('draws each kind of field as its own input, and marks only the fields that must be answered', async () => {
    await show(fieldsOfSection('general'), 'edit');
    expect(await screen.findByRole('textbox', { name: 'Nick Name' })).toBeRequired();
    expect(screen.getByRole('combobox', { name: 'Marital Status' })).toBeRequired();
    expect(screen.getByRole('combobox', { name: 'Religion' })).not.toBeRequired();
    expect(screen.getByRole('checkbox', { name: 'Caste No Bar' })).not.toBeChecked();
    // A unit's narrow list says "none chosen" with a dash, where ---optional--- would be cut off.
    expect(screen.getByRole('combobox', { name: 'Height unit' })).toHaveDisplayValue('—');
    expect(screen.getByRole('combobox', { name: 'Religion' })).toHaveDisplayValue('---optional---');
    // The family's own words are text areas, with the limit the server keeps.
    const family = screen.getByRole('textbox', { name: 'Family details' });
    expect(family.tagName).toBe('TEXTAREA');
    expect(family).toHaveAttribute('maxlength', '300');
    expect(family).toHaveAccessibleDescription(/Parents, brothers and sisters/);
    // The edit form keeps the guided form's longer help to itself.
    expect(screen.getByRole('textbox', { name: 'Nick Name' })).not.toHaveAccessibleDescription();
  });

  it('asks a guided step’s fields in the step’s order, with their help', async () => {
    await show(fieldsOfStep('background'), 'guided');
    const boxes = (await screen.findAllByRole('textbox')).map((box) => box.getAttribute('name'));
    expect(boxes).toEqual(['additionalcaste', 'height', 'weight', 'other', 'familydetails', 'ex_other']);
    expect(screen.getByRole('checkbox', { name: 'Caste No Bar' })).toHaveAccessibleDescription(/caste does not matter/);
    // A town typed is suggested from the Sri Lankan towns.
    expect(screen.getByRole('combobox', { name: 'Birth City' })).toHaveAttribute('list', 'town-names-birthcity');
  });
});
