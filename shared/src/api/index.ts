export type { Endpoint, AnyEndpoint, RequestOf, ResponseOf } from './endpoint';
export { endpoint } from './endpoint';
export { ApiError, NETWORK_ERROR_CODE, REAUTH_REQUIRED_CODE } from './errors';
export type { ErrorCode, ClientErrorCode } from './errors';
export { createApiClient, deviceId } from './client';
export type { ApiClient, ApiClientOptions, CallOptions, Query, Language } from './client';
export type { PayloadCodec } from './codec';
export { webCryptoCodec } from './codec';
export { setApiClient, api } from './current';
export { ENDPOINTS } from './endpoints';
export { BRAND } from './brand';
export {
  rememberLogin,
  readRememberedLogin,
  forgetRememberedLogin,
  REMEMBERED_USERNAME_COOKIE,
  REMEMBERED_LOGIN_TYPE_COOKIE,
} from './remembered-login';
export type { RememberedLogin, RememberedLoginType } from './remembered-login';
export { bannerTarget } from './banner-link';
export { takeUrlToken } from './url-token';
export type { BannerTarget } from './banner-link';
export type * from '../contract/types/session';
export type * from '../contract/types/member';
export type * from '../contract/types/system';
export type * from '../contract/types/verification';
export type * from '../contract/types/games';
export type * from '../contract/types/lottery';
export type * from '../contract/types/wallet';
export type * from '../contract/types/content';
export type * from '../contract/types/agent';
export type * from '../contract/types/protection';
