import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import si from '@vivaha/shared/locales/si/messages.json';
import { profileMessages, tooLong } from '@vivaha/shared/profile';

import { renderWithWords } from '@/test/render-with-words';

import i18n from './i18n';
import { useMessageText } from './messages';

const sinhala = si as unknown as Record<string, Record<string, string>>;

function Say({ text }: { text: string }) {
  const say = useMessageText();
  return <p>{say(text)}</p>;
}

describe('useMessageText on a Sinhala page', () => {
  it('shows a shared message, and one built from a template with its value, in Sinhala', async () => {
    await i18n.changeLanguage('si');
    renderWithWords(
      <>
        <Say text={profileMessages.nameRequired} />
        <Say text={tooLong(50)} />
        <Say text="A message from nowhere" />
      </>,
    );
    expect(await screen.findByText(sinhala.profileForm!.nameRequired!)).toBeInTheDocument();
    expect(screen.getByText(sinhala.templates!.tooLong!.replace('{{max}}', '50'))).toBeInTheDocument();
    expect(screen.getByText('A message from nowhere')).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });
});
