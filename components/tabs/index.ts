export { LinkTabs, type LinkTab } from './link-tabs';
