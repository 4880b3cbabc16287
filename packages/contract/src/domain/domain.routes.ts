import { z } from 'zod';
import { defineRoute } from '../common/route';
import { errorResponses, zId, ZOption, ZTreeNode } from '../common/common.schemas';
import { ZAppSettings, ZCountryOption, ZNamedItem } from './domain.schemas';

const tags = ['domain'];
const zGuid = z.string().regex(/^[a-z0-9-]{1,64}$/);
// A numeric id has at most 9 digits, so it always fits the id column.
const zQuery = z
  .string()
  .regex(/^(?:[A-Za-z]{1,40}|\d{1,9})$/)
  .describe('A domain id 1-25, a domain key, or country');

export const domainRoutes = {
  lookup: defineRoute({
    method: 'GET',
    path: '/domain/:query',
    summary: 'Options of a lookup list: a numeric domain id, or country',
    tags,
    access: 'public',
    params: z.object({ query: zQuery }),
    responses: { 200: z.array(z.union([ZCountryOption, ZOption])), ...errorResponses },
  }),
  subtypes: defineRoute({
    method: 'GET',
    path: '/domain/:query/subtype/:subtype',
    summary: 'Sub-options of one option of a lookup list',
    tags,
    access: 'public',
    params: z.object({ query: zQuery, subtype: zId }),
    responses: { 200: z.array(ZOption), ...errorResponses },
  }),
  states: defineRoute({
    method: 'GET',
    path: '/domain/country/:id/state',
    summary: 'States of a country (United States and Canada; empty for others)',
    tags,
    access: 'public',
    params: z.object({ id: zId }),
    responses: { 200: z.array(ZCountryOption), ...errorResponses },
  }),
  isicCodes: defineRoute({
    method: 'GET',
    path: '/domain/isiccode',
    summary: 'ISIC Rev.4 as a tree (sections, divisions, groups, classes)',
    tags,
    access: 'public',
    responses: { 200: z.array(ZTreeNode) },
  }),
  gicCodes: defineRoute({
    method: 'GET',
    path: '/domain/giccode',
    summary: 'Global Industry Classification Standard as a tree',
    tags,
    access: 'public',
    responses: { 200: z.array(ZTreeNode) },
  }),
  sourceCategories: defineRoute({
    method: 'GET',
    path: '/domain/sourcecategory',
    summary: 'Source categories (ids 2601-2619)',
    tags,
    access: 'public',
    responses: { 200: z.array(ZNamedItem) },
  }),
  restrictedEmails: defineRoute({
    method: 'GET',
    path: '/domain/email/restrict',
    summary: 'Fragments an e-mail address must not contain',
    tags,
    access: 'public',
    responses: { 200: z.array(z.string()) },
  }),
  criteriaTypes: defineRoute({
    method: 'GET',
    path: '/domain/datarequest/criteriatype',
    summary: 'Criteria types of a data request',
    tags,
    access: 'public',
    responses: { 200: z.array(ZNamedItem) },
  }),
  appSettings: defineRoute({
    method: 'GET',
    path: '/domain/app/:guid',
    summary: 'Application settings by application id',
    tags,
    access: 'public',
    params: z.object({ guid: zGuid }),
    responses: { 200: ZAppSettings, ...errorResponses },
  }),
  appLogo: defineRoute({
    method: 'GET',
    path: '/domain/app/logo/:guid',
    summary: 'Application logo (SVG)',
    tags,
    access: 'public',
    params: z.object({ guid: zGuid }),
    responses: { 404: errorResponses[404] },
  }),
  appIcon: defineRoute({
    method: 'GET',
    path: '/domain/app/icon/:guid',
    summary: 'Application icon (SVG)',
    tags,
    access: 'public',
    params: z.object({ guid: zGuid }),
    responses: { 404: errorResponses[404] },
  }),
} as const;
