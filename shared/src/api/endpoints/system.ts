import { endpoint } from '../endpoint';
import EARLY from './early-reads.json';

/** Calls of the system domain (spec section 7). Types: contract/system. No call needs the token. */
export const SYSTEM_ENDPOINTS = {
  /** → SystemStatus */
  systemStatus: endpoint({ method: 'GET', ...EARLY.systemStatus }),
  /** → RegisterSettings (cache it in the session) */
  registerSettings: endpoint({
    method: 'GET',
    path: '/wps/system/setting/register',
    moduleId: 'REG3',
    auth: false,
  }),
  /** → DomainRoute[] */
  domainRoute: endpoint({ method: 'GET', path: '/wps/system/domainRoute', moduleId: 'COMM3', auth: false }),
  /** query HelpCenterQuery → HelpCenter */
  helpCenter: endpoint({ method: 'GET', path: '/wps/system/helpCenter', moduleId: 'COMM3', auth: false }),
  /** → ModuleFlagNode[] */
  whitelabel: endpoint({ method: 'GET', path: '/wps/system/whitelabel', moduleId: 'COMM3', auth: false }),
  /** → CountryCode[] (spec 7 "getCountryCode") */
  countryCodes: endpoint({ method: 'GET', path: '/wps/system/countryCodes', moduleId: 'COMM3', auth: false }),
  /** → CustomerServiceEntry[] */
  customerService: endpoint({
    method: 'GET',
    path: '/wps/system/customerService',
    moduleId: 'COMM3',
    auth: false,
  }),
  /** → SiteResources */
  siteResources: endpoint({ method: 'GET', path: '/wps/system/resources', moduleId: 'COMM3', auth: false }),
};
