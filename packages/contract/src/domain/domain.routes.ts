import { z } from 'zod';
import { defineRoute } from '../common/route';
import { zId, ZOption, ZTreeNode } from '../common/common.schemas';
import { ZAppSettings, ZCountryOption, ZNamedItem } from './domain.schemas';

const tag = 'domain';
const zGuid = z.string().regex(/^[a-z0-9-]{1,64}$/);
// A numeric id has at most 9 digits, so it always fits the id column.
const zQuery = z
  .string()
  .regex(/^(?:[A-Za-z]{1,40}|\d{1,9})$/)
  .describe('A domain id 1-25, a domain key, or country');
const cacheNote = 'Browsers may keep the answer for two minutes.';
const svg = z.string().describe('The SVG image');

export const domainRoutes = {
  lookup: defineRoute({
    method: 'GET',
    path: '/domain/:query',
    operationId: 'listLookupOptions',
    summary: 'Options of a lookup list: a numeric domain id, or country',
    description: `The options of one lookup list as names and values; \`country\` lists countries with their ISO numeric codes. An unknown domain answers 404. ${cacheNote}`,
    tag,
    access: 'public',
    params: z.object({ query: zQuery }),
    responses: { 200: z.array(z.union([ZCountryOption, ZOption])) },
    errors: [404],
  }),
  subtypes: defineRoute({
    method: 'GET',
    path: '/domain/:query/subtype/:subtype',
    operationId: 'listLookupSubtypes',
    summary: 'Sub-options of one option of a lookup list',
    description: `The options below one option of a lookup list, such as the subtypes of a fixed location. An unknown domain or option answers 404. ${cacheNote}`,
    tag,
    access: 'public',
    params: z.object({ query: zQuery, subtype: zId }),
    responses: { 200: z.array(ZOption) },
    errors: [404],
  }),
  states: defineRoute({
    method: 'GET',
    path: '/domain/country/:id/state',
    operationId: 'listCountryStates',
    summary: 'States of a country (United States and Canada; empty for others)',
    description: `The states or provinces of a country by its ISO numeric code; other countries have none. ${cacheNote}`,
    tag,
    access: 'public',
    params: z.object({ id: zId }),
    responses: { 200: z.array(ZCountryOption) },
  }),
  isicCodes: defineRoute({
    method: 'GET',
    path: '/domain/isiccode',
    operationId: 'getIsicTree',
    summary: 'ISIC Rev.4 as a tree (sections, divisions, groups, classes)',
    description: `The International Standard Industrial Classification, for the industry codes of organisations and feeds. ${cacheNote}`,
    tag,
    access: 'public',
    responses: { 200: z.array(ZTreeNode) },
  }),
  gicCodes: defineRoute({
    method: 'GET',
    path: '/domain/giccode',
    operationId: 'getGicsTree',
    summary: 'Global Industry Classification Standard as a tree',
    description: `The GICS sectors, industry groups, industries and sub-industries. ${cacheNote}`,
    tag,
    access: 'public',
    responses: { 200: z.array(ZTreeNode) },
  }),
  sourceCategories: defineRoute({
    method: 'GET',
    path: '/domain/sourcecategory',
    operationId: 'listSourceCategories',
    summary: 'Source categories (ids 2601-2619)',
    description: `The categories of a feed's data source, chosen in the wizard's Source step. ${cacheNote}`,
    tag,
    access: 'public',
    responses: { 200: z.array(ZNamedItem) },
  }),
  restrictedEmails: defineRoute({
    method: 'GET',
    path: '/domain/email/restrict',
    operationId: 'listRestrictedEmailFragments',
    summary: 'Fragments an e-mail address must not contain',
    description: `Registration refuses an e-mail address containing any of these fragments. ${cacheNote}`,
    tag,
    access: 'public',
    responses: { 200: z.array(z.string()) },
  }),
  criteriaTypes: defineRoute({
    method: 'GET',
    path: '/domain/datarequest/criteriatype',
    operationId: 'listCriteriaTypes',
    summary: 'Criteria types of a data request',
    description: `The kinds of criteria a data request can state. ${cacheNote}`,
    tag,
    access: 'public',
    responses: { 200: z.array(ZNamedItem) },
  }),
  appSettings: defineRoute({
    method: 'GET',
    path: '/domain/app/:guid',
    operationId: 'getAppSettings',
    summary: 'Application settings by application id',
    description: `The title, theme, sign-in prompt, first search view and map position of one branding of the web app. An unknown application answers 404. ${cacheNote}`,
    tag,
    access: 'public',
    params: z.object({ guid: zGuid }),
    responses: { 200: ZAppSettings },
    errors: [404],
  }),
  appLogo: defineRoute({
    method: 'GET',
    path: '/domain/app/logo/:guid',
    operationId: 'getAppLogo',
    summary: 'Application logo (SVG)',
    description: `The logo of one branding of the web app. An unknown application answers 404. ${cacheNote}`,
    tag,
    access: 'public',
    params: z.object({ guid: zGuid }),
    responses: { 200: svg },
    answerType: 'image/svg+xml',
    errors: [404],
  }),
  appIcon: defineRoute({
    method: 'GET',
    path: '/domain/app/icon/:guid',
    operationId: 'getAppIcon',
    summary: 'Application icon (SVG)',
    description: `The icon of one branding of the web app. An unknown application answers 404. ${cacheNote}`,
    tag,
    access: 'public',
    params: z.object({ guid: zGuid }),
    responses: { 200: svg },
    answerType: 'image/svg+xml',
    errors: [404],
  }),
} as const;
