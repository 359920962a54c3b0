// The header renders AccountEntry (server); client code uses the named client components.
export { AccountEntry } from './components/account-entry';
