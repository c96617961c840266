/**
 * The photo storage could not be reached or refused the server. Requests that needed it are
 * answered 503 with a message about photos, not a server fault (plugins/errors.ts). It lives here,
 * not in the media module, so the error answers do not load the photo processing to know it.
 */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';
}
