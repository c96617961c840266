import { beforeAll, describe, expect, it } from 'vitest';

import { addProfile, countRows, solidImage } from '../../../test/helpers.ts';
import { useMembers, useTestApp } from '../../../test/use-test-app.ts';

const missing = 'Please choose a photo to upload.';

const part = (boundary: string, name: string, body: Buffer | string, filename?: string) =>
  Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n` +
        `${filename ? 'Content-Type: image/png\r\n' : ''}\r\n`,
    ),
    Buffer.isBuffer(body) ? body : Buffer.from(body),
    Buffer.from('\r\n'),
  ]);

describe('photo upload bodies that cannot be read', () => {
  const t = useTestApp();
  const [member] = useMembers(t, 'bodies@example.org');
  let profileId: number;
  let png: Buffer;
  beforeAll(async () => {
    profileId = await addProfile(t, member, {}, 0);
    png = await solidImage('png', 300, 300, '#335577');
  });

  const upload = (contentType: string, payload: Buffer | string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/profilecx/${profileId}/images`,
      payload,
      headers: { ...member.auth, 'content-type': contentType },
    });

  it('answers 400 with the photo message for every malformed body, and stores nothing', async () => {
    const b = 'xYz0boundary';
    const whole = Buffer.concat([part(b, 'file', png, 'a.png'), Buffer.from(`--${b}--\r\n`)]);
    const bodies: [string, string, Buffer | string][] = [
      ['no boundary', 'multipart/form-data', whole],
      ['a wrong boundary', 'multipart/form-data; boundary=other', whole],
      ['a truncated body', `multipart/form-data; boundary=${b}`, whole.subarray(0, 200)],
      ['garbage', `multipart/form-data; boundary=${b}`, 'garbage, not a form'],
      ['an empty body', `multipart/form-data; boundary=${b}`, ''],
      [
        'a part with no file',
        `multipart/form-data; boundary=${b}`,
        Buffer.concat([part(b, 'note', 'hello'), Buffer.from(`--${b}--\r\n`)]),
      ],
      [
        'a file under another name',
        `multipart/form-data; boundary=${b}`,
        Buffer.concat([part(b, 'photo', png, 'a.png'), Buffer.from(`--${b}--\r\n`)]),
      ],
      [
        'two files',
        `multipart/form-data; boundary=${b}`,
        Buffer.concat([part(b, 'file', png, 'a.png'), part(b, 'file', png, 'b.png'), Buffer.from(`--${b}--\r\n`)]),
      ],
      ['not multipart', 'text/plain', 'hello'],
    ];
    for (const [label, contentType, payload] of bodies) {
      const answer = await upload(contentType, payload);
      expect([label, answer.statusCode, answer.json()]).toEqual([
        label,
        400,
        expect.objectContaining({ message: missing, fieldErrors: { file: missing } }),
      ]);
    }
    expect(await countRows(t.database, 'profile_images')).toBe(0);
  });

  it('still takes one well-formed photo', async () => {
    const b = 'xYz0boundary';
    const answer = await upload(
      `multipart/form-data; boundary=${b}`,
      Buffer.concat([part(b, 'file', png, 'a.png'), Buffer.from(`--${b}--\r\n`)]),
    );
    expect(answer.statusCode).toBe(201);
    expect(await countRows(t.database, 'profile_images')).toBe(1);
  });
});
