export { useResource, invalidateResource, clearResourceCache } from './use-resource';
export type { Resource, ResourceOptions } from './use-resource';
export { useAction } from './use-action';
export { useMoneyEvents } from './use-money-events';
export type { Action } from './use-action';
export {
  useVendorLanes,
  loadVendorLanes,
  resetVendorLanes,
  laneOf,
  VENDOR_PLATFORM,
} from './use-vendor-lanes';
export type { VendorLanesState } from './use-vendor-lanes';
