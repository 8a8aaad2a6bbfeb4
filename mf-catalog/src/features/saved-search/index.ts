export { SaveSearch } from './save-search';
