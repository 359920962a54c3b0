export { getVacanciesPage } from './loaders';
export { VacanciesView } from './components/vacancies-view';
