export { getSearchPage } from './loaders';
export { SearchView, searchHref } from './components/search-view';
export { groupResults, runSearch, type SearchState } from './results';
