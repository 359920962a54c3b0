export { Pagination, type PaginationLabels } from './pagination';
export { pageItems, type PageItem } from './pages';
