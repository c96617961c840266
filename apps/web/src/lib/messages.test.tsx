import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import si from '@vivaha/shared/locales/si/messages.json';
import { profileMessages, tooLong } from '@vivaha/shared/profile';
import { requestMessages } from '@vivaha/shared/requests';
import { said, saidText, type Said } from '@vivaha/shared/said';

import { renderWithWords } from '@/test/render-with-words';

import i18n from './i18n';
import { useMessageText } from './messages';

const sinhala = si as unknown as Record<string, Record<string, string>>;

function Say({ text }: { text: string | Said }) {
  const say = useMessageText();
  return <p>{say(text)}</p>;
}

describe('useMessageText on a Sinhala page', () => {
  it('shows a message by its key, and one built from a template with its value, in Sinhala', async () => {
    await i18n.changeLanguage('si');
    renderWithWords(
      <>
        <Say text={saidText(profileMessages, 'nameRequired')} />
        <Say text={tooLong(50)} />
        <Say text={said(requestMessages, 'reasonTooLong')} />
        <Say text="A message from nowhere" />
        <Say text={profileMessages.nameRequired} />
      </>,
    );
    expect(await screen.findByText(sinhala.profileForm!.nameRequired!)).toBeInTheDocument();
    expect(screen.getByText(sinhala.templates!.tooLong!.replace('{{max}}', '50'))).toBeInTheDocument();
    expect(screen.getByText(sinhala.requestForm!.reasonTooLong!)).toBeInTheDocument();
    expect(screen.getByText('A message from nowhere')).toBeInTheDocument();
    // English words are a server's answer or a label, never looked up by their text.
    expect(screen.getByText(profileMessages.nameRequired)).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });
});

describe('useMessageText on an English page', () => {
  it('writes a schema’s message in the catalog’s English words', () => {
    renderWithWords(<Say text={tooLong(7)} />);
    expect(screen.getByText('This is too long (at most 7 characters).')).toBeInTheDocument();
  });
});
