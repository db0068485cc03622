import { Type } from '@sinclair/typebox';
import { declareEndpoint } from '../endpoint';
import { oneOf } from '../schema';
import {
  CountryCode,
  CustomerServiceEntry,
  DomainRoute,
  HelpCenter,
  ModuleFlagNode,
  SiteResources,
  SystemStatus,
} from '../types/system';
import EARLY from '../../api/endpoints/early-reads.json';

/** The system domain (spec section 7): what the site boots with. No call reads the token. */
export const SYSTEM = {
  systemStatus: declareEndpoint({
    method: 'GET',
    ...EARLY.systemStatus,
    auth: 'none',
    summary: 'Site status (0 normal, 1 maintenance, 2 region restricted) and what the shell boots with',
    answer: SystemStatus,
  }),
  domainRoute: declareEndpoint({
    method: 'GET',
    path: '/wps/system/domainRoute',
    moduleId: 'COMM3',
    auth: 'none',
    summary: 'The domain routes of the merchant',
    answer: Type.Array(DomainRoute),
  }),
  helpCenter: declareEndpoint({
    method: 'GET',
    path: '/wps/system/helpCenter',
    moduleId: 'COMM3',
    auth: 'none',
    summary: 'The help content in PT or EN (default: the Language header)',
    rules: 'the terms section has the id `term`',
    query: Type.Object(
      {
        lang: Type.Optional(oneOf(['PT', 'EN', 'pt', 'en'] as const)),
        device: Type.Optional(oneOf(['WEB', 'H5', 'web', 'h5'] as const)),
      },
      { additionalProperties: false },
    ),
    answer: HelpCenter,
  }),
  whitelabel: declareEndpoint({
    method: 'GET',
    path: '/wps/system/whitelabel',
    moduleId: 'COMM3',
    auth: 'none',
    summary: 'The module-flag tree',
    answer: Type.Array(ModuleFlagNode),
  }),
  countryCodes: declareEndpoint({
    method: 'GET',
    path: '/wps/system/countryCodes',
    moduleId: 'COMM3',
    auth: 'none',
    summary: "The country picker's list, Brazil first",
    rules: 'Brazil (55) first',
    answer: Type.Array(CountryCode),
  }),
  customerService: declareEndpoint({
    method: 'GET',
    path: '/wps/system/customerService',
    moduleId: 'COMM3',
    auth: 'none',
    summary: 'The customer-service entries (chat, mail, social)',
    answer: Type.Array(CustomerServiceEntry),
  }),
  siteResources: declareEndpoint({
    method: 'GET',
    path: '/wps/system/resources',
    moduleId: 'COMM3',
    auth: 'none',
    summary: "The site's resources (logos, links) by key",
    answer: SiteResources,
  }),
};
