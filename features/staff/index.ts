// Server entry of the staff console (issue 38): its pages' parts, fed by lib/api/staff-server.ts.
export {
  StaffForbidden,
  StaffHome,
  StaffShell,
  StaffSignIn,
  staffHref,
  type ConsoleArea,
} from './components/console';
export { getOrderDrawings } from './order-drawings';
export { StaffLeadsView } from './components/leads-view';
export { StaffOrderList, StaffOrderView, type OrderFilterValues } from './components/orders-view';
export { StaffSubscribersView } from './components/subscribers-view';
export { StaffConsoleProvider } from './components/provider';
export { StaffWebVitalsView } from './components/web-vitals-view';
