import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { BASE_PATH } from '@redbi/shared/domain';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { appVersion } from '../services/systemService';

/** The OpenAPI document, generated from the route table's zod schemas, with a browsable UI. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'RedBI API',
        version: appVersion,
        description:
          'Every answer is the envelope {success, data, message, errCode, warnings, pageInfo}; a status below 400 is success. ' +
          'Authenticated answers carry a refreshed token in their Authorization header. Messages follow Accept-Language (zh-CN or en-US).',
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: `${BASE_PATH}/api/docs`, uiConfig: { docExpansion: 'list' } });
}
