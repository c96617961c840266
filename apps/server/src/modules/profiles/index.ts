export {
  describeChanges,
  formToColumns,
  imageToWire,
  pendingValues,
  toListItem,
  toOwnerProfile,
  visibilityColumns,
  type ProfileRow,
  type ProfileValues,
} from './profile-mapper.ts';
export { pendingReview, type ProfileRecords } from './profiles.repository.ts';
export { profileText } from './profiles.service.ts';
