import { HealthSchema, SetupSchema, SysInfoSchema, UserSchema } from '../../domain';
import { defineRoute } from '../defineRoute';

export const systemRoutes = {
  health: defineRoute({
    method: 'GET',
    path: '/health',
    auth: 'public',
    summary: 'Liveness and readiness for load balancers (checks the metadata store)',
    tags: ['system'],
    response: HealthSchema,
  }),
  info: defineRoute({
    method: 'GET',
    path: '/sys/info',
    auth: 'public',
    summary: 'System information the browser needs before login',
    tags: ['system'],
    response: SysInfoSchema,
  }),
  setup: defineRoute({
    method: 'POST',
    path: '/sys/setup',
    auth: 'public',
    summary: 'First-run setup: creates the first user and an organisation they own; refused once initialized',
    tags: ['system'],
    body: SetupSchema,
    response: UserSchema,
  }),
};
