import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { profileForm } from '../../../test/helpers.ts';
import { useMembers, useTestApp, useWebRoot } from '../../../test/use-test-app.ts';

describe('search-engine pages', () => {
  const webRoot = useWebRoot('vivaha-seo-', '<html><head><title>x</title><!--app-head--></head><body></body></html>');
  const t = useTestApp({ PUBLIC_URL: 'https://vivaha.example.org' }, { webRoot });
  const [member] = useMembers(t, 'seo@example.lk');
  let published: number;
  let hidden: number;
  beforeAll(async () => {
    const create = async (form: Record<string, unknown>) =>
      (
        await t.app.inject({ method: 'POST', url: '/api/profilecx', payload: profileForm(form), headers: member.auth })
      ).json().profileId as number;
    published = await create({
      name: 'Dilini',
      sex: 2,
      dob: '1997-03-05',
      ethnicity: 1,
      religion: 296,
      livingcity: 'Kandy',
      residentcountry: 129,
    });
    hidden = await create({ name: 'Secret', sex: 1 });
    await t.database.db.execute(sql`update profiles set active = 1 where id = ${published}`);
  });

  it('puts a published profile’s own title and description into its page', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/profile/${published}_Dilini` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(
      /<title>Dilini, \d+, Sinhalese Buddhist Bride from Kandy, Sri Lanka - Vivaha<\/title>/,
    );
    expect(response.body).toContain(
      `<link rel="canonical" href="https://vivaha.example.org/profile/${published}_Dilini">`,
    );
    expect(response.body).toMatch(
      /<meta name="description" content="Dilini is a \d+ year old Sinhalese Buddhist Bride/,
    );
  });

  it('names the profile in Sinhala and Tamil with the adjective forms of ethnicity and religion', async () => {
    const tamil = await t.app.inject({ method: 'GET', url: `/ta/profile/${published}_Dilini` });
    expect(tamil.body).toMatch(/<title>Dilini, \d+, சிங்கள பௌத்த மணமகள், Kandy, இலங்கை - Vivaha<\/title>/);
    const sinhala = await t.app.inject({ method: 'GET', url: `/si/profile/${published}_Dilini` });
    expect(sinhala.body).toMatch(/<title>Dilini, \d+, සිංහල බෞද්ධ මනාලිය, Kandy, ශ්‍රී ලංකාව - Vivaha<\/title>/);
  });

  it('does not name an unpublished profile', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/profile/${hidden}_Secret` });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Secret');
  });

  it('robots.txt keeps member and admin paths out and names the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    for (const line of [
      'Disallow: /dashboard',
      'Disallow: /profiles',
      'Disallow: /admin',
      'Disallow: /api/',
      'Disallow: /matches',
      'Disallow: /MyBlockedMembers',
      'Sitemap: https://vivaha.example.org/sitemap.xml',
    ]) {
      expect(response.body).toContain(line);
    }
    expect(response.body).not.toMatch(/Disallow: \/profile\/?\n/);
  });

  it('the sitemaps list the public pages, the browse presets and the published profiles only', async () => {
    const index = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.body).toContain('<loc>https://vivaha.example.org/sitemap-pages.xml</loc>');
    expect(index.body).toContain('<loc>https://vivaha.example.org/sitemap-profiles-1.xml</loc>');
    const pages = await t.app.inject({ method: 'GET', url: '/sitemap-pages.xml' });
    expect(pages.body).toContain('<loc>https://vivaha.example.org/faq</loc>');
    expect(pages.body).toContain('<loc>https://vivaha.example.org/Matrimonial-Ethnicity/1/Sinhalese/Bride</loc>');
    expect(pages.body).toContain('<loc>https://vivaha.example.org/Matrimonial-Country/129/Sri_Lanka/Groom</loc>');
    const profiles = await t.app.inject({ method: 'GET', url: '/sitemap-profiles-1.xml' });
    expect(profiles.statusCode).toBe(200);
    expect(profiles.body).toContain(`/profile/${published}_Dilini</loc>`);
    expect(profiles.body).not.toContain('Secret');
    expect((await t.app.inject({ method: 'GET', url: '/sitemap-profiles-9.xml' })).statusCode).toBe(404);
  });

  it('lists every page in English, Sinhala and Tamil, each naming the others', async () => {
    const pages = await t.app.inject({ method: 'GET', url: '/sitemap-pages.xml' });
    for (const loc of ['/faq', '/si/faq', '/ta/faq', '/si', '/ta']) {
      expect(pages.body).toContain(`<loc>https://vivaha.example.org${loc}</loc>`);
    }
    expect(pages.body).toContain(
      '<xhtml:link rel="alternate" hreflang="ta" href="https://vivaha.example.org/ta/profile/search"/>',
    );
    expect(pages.body).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://vivaha.example.org/profile/search"/>',
    );
    const profiles = await t.app.inject({ method: 'GET', url: '/sitemap-profiles-1.xml' });
    expect(profiles.body).toContain(`/si/profile/${published}_Dilini</loc>`);
    expect(profiles.body).toContain(`/ta/profile/${published}_Dilini</loc>`);
  });
});
