// The checkout's name for the browser's one API client (lib/api/browser.ts), which sends the
// visitor's token and refreshes it on a 401 (spec 4); other code imports browserApi itself.
export { browserApi as clientApi } from '@/lib/api/browser';
