// Search results page: built by the search feature (features/search).
export { default, loader, meta } from './home';
