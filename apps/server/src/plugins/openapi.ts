import fastifySwagger from '@fastify/swagger';
import { API_BASE, apiTags } from '@feedmarket/contract/common/route';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

type OpenApiDocument = ReturnType<typeof jsonSchemaTransformObject>;

const schemaRef = /"#\/components\/schemas\/([^"]+)"/g;
const referencedSchemas = (value: unknown) => [...JSON.stringify(value).matchAll(schemaRef)].map((match) => match[1]!);

/**
 * Drops the named schemas nothing refers to. The zod registry yields an input and an output version
 * of every named schema, and the API uses each in one direction only. The schemas object is the
 * one `jsonSchemaTransformObject` has just built, so it is pruned in place.
 */
function dropUnusedSchemas(document: OpenApiDocument): OpenApiDocument {
  if (!('components' in document) || !document.components?.schemas) return document;
  const { schemas } = document.components;
  const used = new Set(referencedSchemas({ ...document, components: { ...document.components, schemas: {} } }));
  // A Set visits what is added while it is walked: schemas used by used schemas are kept too.
  // A reference to a schema that is not there stays, for validators to report.
  for (const name of used) referencedSchemas(schemas[name] ?? {}).forEach((ref) => used.add(ref));
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
  return document;
}

/**
 * The OpenAPI document of the API at `/api/docs`, generated from the route table as routes are
 * registered; so it is registered before them.
 */
export async function registerOpenApi(app: FastifyInstance, { publicUrl }: { publicUrl: string }): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Feedmarket API',
        version: '2.0.0',
        description:
          'Search, publish and exchange data feeds. Member calls send `Authorization: Bearer <token>` from ' +
          '`POST /auth/login`; every error answers `{ message, code, fields? }`.',
        contact: { name: 'Feedmarket', url: `${publicUrl}/developers` },
      },
      servers: [{ url: API_BASE }],
      tags: Object.entries(apiTags).map(([name, description]) => ({ name, description })),
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    // Routes are served under both versions; the document describes v2 only.
    transform: (input) => {
      if (input.url.startsWith('/api/v1')) return { schema: { ...input.schema, hide: true }, url: input.url };
      const transformed = jsonSchemaTransform(input);
      return { ...transformed, url: transformed.url.replace(API_BASE, '') || '/' };
    },
    transformObject: (input) => dropUnusedSchemas(jsonSchemaTransformObject(input)),
  });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
}
