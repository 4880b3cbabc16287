import SwaggerParser from '@apidevtools/swagger-parser';
import { errorStatusesOf, type RouteDef } from '@feedmarket/contract/common/route';
import { routes } from '@feedmarket/contract/routes';
import { Spectral, type RulesetDefinition } from '@stoplight/spectral-core';
import { oas } from '@stoplight/spectral-rulesets';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/** Spectral's severities: 0 error, 1 warning, 2 information, 3 hint. */
const severity = { error: 0, warning: 1 } as const;
const methods = ['get', 'put', 'post', 'delete'] as const;
const verbFirst =
  /^(add|approve|challenge|change|clear|clone|close|compare|count|create|decide|delete|download|get|list|lock|mark|preview|push|refuse|register|remove|request|reset|resolve|search|stream|set|sign|suggest|toggle|update|upload|validate)[A-Z]/;

const table: RouteDef[] = Object.values(routes).flatMap((defs) => Object.values(defs));

let t: TestApp;
let document: OpenAPIV3.Document;
let operations: OpenAPIV3.OperationObject[];
beforeAll(async () => {
  t = await createTestApp();
  document = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
  operations = Object.values(document.paths).flatMap((path) => methods.flatMap((method) => path?.[method] ?? []));
});
afterAll(() => t.close());

it('describes every route of the table once, under v2 only, with its input and access', () => {
  expect(operations.map((operation) => operation.operationId).sort()).toEqual(
    table.map((def) => def.operationId).sort(),
  );
  expect(Object.keys(document.paths).some((path) => path.startsWith('/api/v1'))).toBe(false);
  expect(document.paths['/auth/passwordchange']?.post?.security).toEqual([{ bearerAuth: [] }]);
  const login = document.paths['/auth/login']?.post?.requestBody as OpenAPIV3.RequestBodyObject;
  expect((login.content['application/json']?.schema as OpenAPIV3.SchemaObject).required).toEqual([
    'username',
    'password',
  ]);
});

it('is a valid OpenAPI document, references included', async () => {
  // The parser resolves references in place, so it gets its own copy.
  await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeTruthy();
});

it("passes Spectral's OpenAPI rules without errors and with at most 10 warnings", async () => {
  const spectral = new Spectral();
  // What a ruleset file's `extends: spectral:oas` means: the OpenAPI rules Spectral recommends. The
  // ruleset's published type does not match the definition type the core accepts.
  spectral.setRuleset({ extends: [[oas as RulesetDefinition, 'recommended']] });
  const results = await spectral.run(JSON.stringify(document));
  const findings = results.filter((result) => result.severity <= severity.warning);
  for (const finding of findings) {
    console.warn(`spectral ${finding.code}: ${finding.message} at ${finding.path.join('.')}`);
  }
  expect(findings.filter((finding) => finding.severity === severity.error)).toEqual([]);
  expect(findings.length).toBeLessThanOrEqual(10);
});

it('names each operation with a verb first, once, and describes it under one described tag', () => {
  const tags = new Map(document.tags?.map((tag) => [tag.name, tag.description]));
  for (const operation of operations) {
    const id = operation.operationId!;
    expect(id).toMatch(verbFirst);
    expect(operation.summary, id).toBeTruthy();
    expect(operation.description, id).toBeTruthy();
    expect(operation.tags, id).toHaveLength(1);
    expect(tags.get(operation.tags![0]!), id).toBeTruthy();
  }
  expect(new Set(operations.map((operation) => operation.operationId)).size).toBe(operations.length);
});

it('documents every error status of each route with the shared error shape', () => {
  for (const def of table) {
    const operation = operations.find((candidate) => candidate.operationId === def.operationId)!;
    const errors = Object.entries(operation.responses).filter(([status]) => Number(status) >= 400);
    expect(
      errors.map(([status]) => Number(status)),
      def.operationId,
    ).toEqual(errorStatusesOf(def));
    if (def.access === 'member' || def.access === 'supervisor' || def.access === 'apiClient') {
      expect(operation.responses).toHaveProperty('401');
    }
    for (const [, response] of errors) {
      expect((response as OpenAPIV3.ResponseObject).content?.['application/json']?.schema).toEqual({
        $ref: '#/components/schemas/Error',
      });
    }
  }
});
