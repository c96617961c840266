import type { ProfileImage } from '@vivaha/shared/profile';

import { apiUrl, endRefusedSession, HttpError, NetworkError } from '@/lib/http';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { session } from '@/lib/session';

import { profileQueryOptions } from './get-profile';

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/**
 * POST /api/profilecx/{id}/images, one file in the field `file`. XMLHttpRequest rather than
 * fetch, because only it reports upload progress; `onProgress` gets 0 to 100. A refusal rejects
 * with an HttpError carrying the server's message (413 always says the photo is too large).
 */
export function uploadProfileImage(
  id: number,
  file: File,
  onProgress: (percent: number) => void,
  tooLarge: string,
): Promise<ProfileImage> {
  return uploadImage<ProfileImage>('POST', `profilecx/${id}/images`, file, onProgress, tooLarge);
}

/** One image as the field `file` of a multipart body, with the upload's progress (see above). */
export function uploadImage<T>(
  method: 'POST' | 'PUT',
  path: string,
  file: File,
  onProgress: (percent: number) => void,
  tooLarge: string,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, apiUrl(path));
    xhr.setRequestHeader('accept', 'application/json');
    const token = session.token();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new NetworkError(new Error('Upload failed')));
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(body as T);
        return;
      }
      const message = (body as { message?: unknown } | null)?.message;
      const text = xhr.status === 413 ? tooLarge : typeof message === 'string' && message ? message : '';
      if (xhr.status === 401) endRefusedSession(token, text);
      reject(new HttpError(xhr.status, text || `Request failed (${xhr.status})`, body));
    };
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

interface UploadVariables {
  file: File;
  onProgress: (percent: number) => void;
  tooLarge: string;
}

export const useUploadProfileImage = (id: number) =>
  useRefreshingMutation(
    ({ file, onProgress, tooLarge }: UploadVariables) => uploadProfileImage(id, file, onProgress, tooLarge),
    [profileQueryOptions(id).queryKey],
  );
