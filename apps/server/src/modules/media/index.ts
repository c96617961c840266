export { StorageUnavailableError, type MediaStorage } from './media.storage.ts';
export { type MediaSigner, type PhotoViewer } from './media.urls.ts';
export { acceptPhotos, readPhoto } from './photo-upload.ts';
export {
  LATER_SIZES,
  PHOTO_SIZES,
  REQUIRED_SIZES,
  photoFileName,
  photoMessages,
  photoUploadLimit,
  removePhotoFiles,
  renderLaterSize,
  selfieFileName,
  storePhoto,
  storeSelfie,
  type PhotoSize,
} from './photos.ts';
