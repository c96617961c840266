import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { configureSite, site } from '@/lib/site';
import { renderScreen } from '@/test/render';

import { PrivacyPage } from './privacy-page';

const unset = { ...site.dataController };

describe('the Privacy Policy', () => {
  afterEach(() => configureSite({ dataController: unset }));

  it('names who is responsible as the site is set up, and where to write', async () => {
    configureSite({
      dataController: { name: 'Vivaha Trust', address: '12 Temple Road, Kandy', email: 'privacy@vivaha.example' },
    });
    renderScreen(<PrivacyPage />);
    const who = (await screen.findByRole('heading', { name: 'Who is responsible for your details' })).closest(
      'section',
    )!;
    expect(who).toHaveTextContent(/Vivaha Trust is responsible for the details kept on Vivaha/);
    expect(who).toHaveTextContent('Personal Data Protection Act, No. 9 of 2022');
    expect(who).toHaveTextContent('Postal address: 12 Temple Road, Kandy');
    expect(who).toHaveTextContent('write to privacy@vivaha.example');
  });

  it('says the volunteer team is responsible when no organisation is set', async () => {
    configureSite({ dataController: { name: '', address: '', email: '' } });
    renderScreen(<PrivacyPage />);
    const who = (await screen.findByRole('heading', { name: 'Who is responsible for your details' })).closest(
      'section',
    )!;
    expect(who).toHaveTextContent('The volunteer team that runs Vivaha is responsible');
    expect(who).not.toHaveTextContent('Postal address');
  });

  it('states how long each thing is kept, the rights and how to use them, and where to complain', async () => {
    renderScreen(<PrivacyPage />);
    const table = await screen.findByRole('table');
    const row = (what: RegExp) => within(table).getByRole('row', { name: what });
    expect(row(/Who has seen my details/)).toHaveTextContent('12 months');
    expect(row(/Mails we sent/)).toHaveTextContent('90 days');
    expect(row(/Reports, once the team has decided them/)).toHaveTextContent('24 months');
    expect(row(/A copy of your data/)).toHaveTextContent('24 hours');
    expect(row(/An account nobody signs in to/)).toHaveTextContent('3 years');
    expect(screen.getByRole('link', { name: 'Go to My Data' })).toHaveAttribute('href', '/MyData');
    expect(screen.getByText(/complain to the Data Protection Authority of Sri Lanka/)).toBeInTheDocument();
  });
});
