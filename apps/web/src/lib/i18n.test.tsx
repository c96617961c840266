import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';

import i18n, { i18nFor, Trans, useTranslation } from './i18n';

i18n.addResourceBundle('en', 'sample', {
  greeting: 'Welcome to {{site}}, {{name}}',
  found_one: '{{count, number}} profile found',
  found_other: '{{count, number}} profiles found',
  nested: { deeper: { word: 'Deep' } },
  englishOnly: 'Only in English',
  note: 'To change them, <1>contact support</1> or <2/> read the <3>FAQ</3>.',
  items: [{ question: 'Is {{site}} free?', answer: 'Yes.' }],
});
i18n.addResourceBundle('si', 'sample', {
  found_one: 'පැතිකඩ {{count, number}}ක් හමු විය',
  found_other: 'පැතිකඩ {{count, number}}ක් හමු විය',
});
i18n.addResourceBundle('ta', 'sample', {
  found_one: '{{count, number}} சுயவிவரம்',
  found_other: '{{count, number}} சுயவிவரங்கள்',
});
i18n.addResourceBundle('en', 'other', { fromOther: 'From the other namespace' });

afterEach(() => i18n.changeLanguage('en'));

describe('t', () => {
  const t = i18n.getFixedT(null, 'sample');

  it('fills in values, the site name and numbers as the language writes them', () => {
    expect(t('greeting', { name: 'Nimal' })).toBe('Welcome to Vivaha, Nimal');
    expect(t('found', { count: 1 })).toBe('1 profile found');
    expect(t('found', { count: 12345 })).toBe('12,345 profiles found');
  });

  it('reads nested keys, other namespaces, and shows a default or the key when no file has it', () => {
    expect(t('nested.deeper.word')).toBe('Deep');
    expect(t('other:fromOther')).toBe('From the other namespace');
    expect(t('missing.key')).toBe('missing.key');
    expect(t('other:missing')).toBe('missing');
    expect(t('missing', { defaultValue: 'Plan B for {{name}}', name: 'Kumari' })).toBe('Plan B for Kumari');
    expect(t('missing', 'As given')).toBe('As given');
  });

  it('answers a list of words, each filled in, when asked for objects', () => {
    expect(t('items', { returnObjects: true })).toEqual([{ question: 'Is Vivaha free?', answer: 'Yes.' }]);
  });

  it("uses the language's plural rules, and a Sinhala or Tamil page looks in no English file", async () => {
    await i18n.changeLanguage('si');
    const sinhala = i18n.getFixedT(null, 'sample');
    expect(sinhala('found', { count: 3 })).toBe('පැතිකඩ 3ක් හමු විය');
    // The locale check keeps the Sinhala and Tamil files complete: no English file is loaded for them.
    expect(sinhala('englishOnly')).toBe('englishOnly');
  });
});

describe('Trans', () => {
  it('draws the numbered parts of a sentence with the given components', () => {
    const t = i18n.getFixedT(null, 'sample');
    render(
      <p>
        <Trans t={t} i18nKey="note" components={{ 1: <a href="/contact" />, 2: <br />, 3: <a href="/faq" /> }} />
      </p>,
    );
    expect(screen.getByRole('link', { name: 'contact support' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    expect(screen.getByRole('paragraph')).toHaveTextContent('To change them, contact support or read the FAQ.');
  });
});

describe('useTranslation', () => {
  function Title() {
    const { t } = useTranslation('blocks');
    return <h1>{t('title')}</h1>;
  }

  it('waits for a namespace that is not loaded, then draws its words', async () => {
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Title />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'My Blocked Members' })).toBeInTheDocument();
  });

  it('draws at once without Suspense, and again with the words once they are here', async () => {
    function Retry() {
      const { t, ready } = useTranslation('lists', { useSuspense: false });
      return <button type="button">{ready ? t('retry') : 'not yet'}</button>;
    }
    render(<Retry />);
    expect(screen.getByRole('button')).toHaveTextContent('not yet');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('draws every component again in a new language', async () => {
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Title />
      </Suspense>,
    );
    await screen.findByRole('heading', { name: 'My Blocked Members' });
    await act(() => i18n.changeLanguage('si'));
    expect(screen.getByRole('heading')).toHaveTextContent(/[\u0D80-\u0DFF]/);
  });
});

describe('i18nFor (the server)', () => {
  function Found({ count }: { count: number }) {
    const { t } = useTranslation('sample');
    return <p>{t('found', { count })}</p>;
  }
  async function drawn(language: 'en' | 'si' | 'ta') {
    const instance = await i18nFor(language);
    await instance.loadNamespaces('sample');
    return renderToString(
      <I18nextProvider i18n={instance}>
        <Found count={2} />
      </I18nextProvider>,
    );
  }

  it('gives each request its own language, over the same loaded words', async () => {
    const [si, ta, en] = await Promise.all([drawn('si'), drawn('ta'), drawn('en')]);
    expect(si).toContain('පැතිකඩ 2ක් හමු විය');
    expect(ta).toContain('2 சுயவிவரங்கள்');
    expect(en).toContain('2 profiles found');
    // No request changed another's language, nor the browser's.
    expect(i18n.language).toBe('en');
  });

  it('loads a namespace once for every request that asks for it', async () => {
    await (await i18nFor('ta')).loadNamespaces('blocks');
    expect((await i18nFor('ta')).hasLoadedNamespace('blocks')).toBe(true);
    expect((await i18nFor('si')).getFixedT('ta', 'blocks')('title')).toMatch(/[\u0B80-\u0BFF]/);
  });
});
