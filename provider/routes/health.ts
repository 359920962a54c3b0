import { createRoute, z } from '@hono/zod-openapi';
import { migrationsApplied } from '../db/client';
import { rootCauseMessage } from '../http/errors';
import { answer, createRouter, reply } from '../http/openapi';
import { logger } from '../logger';

const statusSchema = z.object({ status: z.enum(['ok', 'ready', 'migrating', 'unavailable']) });

/** Liveness and readiness for the load balancer and the orchestrator. */
export const healthRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/health',
      responses: { 200: answer(statusSchema, 'The process answers') },
    }),
    (c) => reply(c, statusSchema, { status: 'ok' }, 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/ready',
      responses: {
        200: answer(statusSchema, 'Migrated and connected'),
        503: answer(statusSchema, 'Migrating, or the database does not answer'),
      },
    }),
    async (c) => {
      try {
        if (!(await migrationsApplied(c.get('db'))))
          return reply(c, statusSchema, { status: 'migrating' }, 503);
        return reply(c, statusSchema, { status: 'ready' }, 200);
      } catch (error) {
        logger.warn(`readiness check failed: ${rootCauseMessage(error)}`);
        return reply(c, statusSchema, { status: 'unavailable' }, 503);
      }
    },
  );
