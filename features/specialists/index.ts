export { SpecialistsFinder } from './components/specialists-finder';
