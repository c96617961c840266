import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { PHOTO_LIMIT, PHOTO_MAX_BYTES } from '@vivaha/shared/profile';

import { session } from '@/lib/session';
import { renderScreen } from '@/test/render';

import { PhotoUpload } from './photo-upload';

/** Stands in for XMLHttpRequest: records the request and answers when told to. */
class FakeXhr {
  static requests: FakeXhr[] = [];
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  headers: Record<string, string> = {};
  status = 0;
  responseText = '';
  method = '';
  url = '';
  body: FormData | null = null;
  constructor() {
    FakeXhr.requests.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const photo = (type = 'image/jpeg', size = 1000) => {
  const file = new File(['x'], 'me.jpg', { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('PhotoUpload', () => {
  beforeEach(() => {
    FakeXhr.requests = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    vi.stubGlobal('fetch', vi.fn());
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    session.signIn('member-token', 'Sunil');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    session.signOut('logout');
  });

  it('refuses other file types and photos over the size limit before sending anything', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderScreen(<PhotoUpload profileId={5} photoCount={1} />);
    const input = await screen.findByLabelText('Add photo');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await user.upload(input, photo('image/gif'));
    expect(await screen.findByText('Please choose a JPEG, PNG or WebP photo.')).toBeInTheDocument();
    await user.upload(input, photo('image/png', PHOTO_MAX_BYTES + 1));
    expect(await screen.findByText('This photo is larger than 8 MB.')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(/This photo is larger than 8 MB\./);
    expect(FakeXhr.requests).toHaveLength(0);
  });

  it('shows a preview and the progress while uploading, then says so', async () => {
    const user = userEvent.setup();
    renderScreen(<PhotoUpload profileId={5} photoCount={1} />);
    await user.upload(await screen.findByLabelText('Add photo'), photo());
    const request = FakeXhr.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/profilecx/5/images');
    expect(request.headers.authorization).toBe('Bearer member-token');
    expect(request.body?.get('file')).toBeInstanceOf(File);
    expect(screen.getByRole('img', { name: 'Preview of the chosen photo' })).toHaveAttribute('src', 'blob:preview');

    request.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    expect(await screen.findByRole('progressbar', { name: 'Uploading photo' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('Uploading photo... 50%')).toBeInTheDocument();
    request.respond(201, { imageId: 9, imageLocation: '', card: '', thumbnail: '', isMain: false });
    expect(await screen.findByText('Photo uploaded.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Uploading photo' })).not.toBeInTheDocument());
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  });

  it('shows the server’s reason when it refuses, and a clear one for a photo too large', async () => {
    const user = userEvent.setup();
    renderScreen(<PhotoUpload profileId={5} photoCount={1} />);
    const input = await screen.findByLabelText('Add photo');
    await user.upload(input, photo());
    FakeXhr.requests[0]!.respond(400, { statusCode: 400, error: 'Bad Request', message: 'This file is not a photo.' });
    expect(await screen.findByText('This file is not a photo.')).toBeInTheDocument();
    await waitFor(() => expect(input).toBeEnabled());
    await user.upload(input, photo());
    FakeXhr.requests[1]!.respond(413, {});
    expect(await screen.findByText('This photo is larger than 8 MB.')).toBeInTheDocument();
  });

  it('offers no upload once the profile has the most photos it can have', async () => {
    renderScreen(<PhotoUpload profileId={5} photoCount={PHOTO_LIMIT} />);
    expect(await screen.findByLabelText('Add photo')).toBeDisabled();
    expect(screen.getByText('A profile can have at most 6 photos.')).toBeInTheDocument();
  });
});
