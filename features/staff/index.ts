// Server entry of the staff console (issue 38): its pages' parts, fed by lib/api/staff-server.ts.
export {
  StaffForbidden,
  StaffHome,
  StaffLeadsView,
  StaffOrderList,
  StaffOrderView,
  StaffShell,
  StaffSignIn,
  StaffSubscribersView,
  staffHref,
  type ConsoleArea,
  type OrderFilterValues,
} from './components/console';
export { StaffConsoleProvider } from './components/provider';
export {
  StaffWebVitalsView,
  WEB_VITALS_PERIODS,
  type WebVitalsPeriod,
} from './components/web-vitals-view';
