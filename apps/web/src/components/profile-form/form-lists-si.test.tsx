import { screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { countries } from '@vivaha/shared/options/countries';

import i18n from '@/lib/i18n';
import { renderWithWords } from '@/test/render-with-words';

import { astroOptions } from './field-choices';
import { CodedSelect } from './form-fields';

describe('the profile form’s lists on a Sinhala page', () => {
  it('names each star and rasi in Sinhala first, with the Tamil name beside it, and no English', () => {
    const { stars, signs } = astroOptions('si');
    expect(stars.find((star) => star.value === 9)?.label).toBe('අස්ලිස (ஆயில்யம்)');
    expect(signs.find((sign) => sign.value === 1)?.label).toBe('මේෂ (மேஷம்)');
    for (const { label } of [...stars, ...signs]) expect(label).not.toMatch(/[A-Za-z]/);
  });
});

describe('the country lists on a Sinhala page', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('si');
    await i18n.loadNamespaces(['profileForm', 'options', 'common']);
  });
  afterAll(() => i18n.changeLanguage('en'));

  function Country() {
    const form = useForm({ defaultValues: { country: 0 } });
    return (
      <FormProvider {...form}>
        <CodedSelect name="country" options={countries} />
      </FormProvider>
    );
  }

  it('puts Sri Lanka first, then the countries in Sinhala alphabetical order', async () => {
    renderWithWords(<Country />);
    const names = (await screen.findAllByRole('option')).slice(1).map((option) => option.textContent);
    expect(names.slice(0, 3)).toEqual(['ශ්‍රී ලංකාව', 'අයර්ලන්තය', 'අයිවරි කෝස්ට්']);
    expect(names.indexOf('ඔස්ට්‍රියාව')).toBeGreaterThan(names.indexOf('ඉන්දියාව'));
  });
});
