export { horoscopeOf, type SavedSearchQuery } from './saved-searches.service.ts';
