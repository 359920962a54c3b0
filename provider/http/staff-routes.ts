import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { StaffArea } from '../domain/staff';
import { errorAnswers } from './openapi';
import { staffFirst } from './staff-auth';

/** The OpenAPI security scheme of the staff console: the session cookie. */
export const STAFF_SESSION = 'staffSession';
const staffOnly = [{ [STAFF_SESSION]: [] }];

const roles: Record<StaffArea, string> = {
  orders: 'Role: manager or admin.',
  leads: 'Role: manager or admin.',
  marketing: 'Role: marketing or admin.',
  console: 'Role: any staff member (manager, marketing, admin).',
};

/** A route of the console: documented with its role, answered only for the staff session. */
export const staffRoute = <R extends Omit<RouteConfig, 'security'>>(area: StaffArea, route: R) =>
  createRoute({
    ...route,
    middleware: [staffFirst(area), ...(route.middleware ? [route.middleware].flat() : [])],
    security: staffOnly,
    description: `${route.description ?? ''} ${roles[area]}`.trim(),
    responses: { ...route.responses, ...errorAnswers },
  });
