import { endpoint } from '../endpoint';
import EARLY from './early-reads.json';
import type {
  BindEmailCodeRequest,
  BindEmailRequest,
  BindMobileCodeRequest,
  BindMobileRequest,
  BoundValue,
  CodeSentValue,
  DeleteMessagesRequest,
  DeleteMessagesValue,
  LoginHistoryValue,
  MemberProfile,
  SignOutOthersValue,
} from '../../contract/types/member';
import type { ProofCodeRequest, ProofCodeValue } from '../../contract/types/member';

/** Calls of the member domain (spec section 7). Types: contract/member. */
export const MEMBER_ENDPOINTS = {
  /** → MemberInfo (spec 7 "loginInfo") */
  // reads a page may start as soon as it knows the session (issue 30): declared in early-reads.json
  memberInfo: endpoint({ method: 'GET', ...EARLY.memberInfo }),
  /** → MemberIcon */
  memberIcon: endpoint({ method: 'GET', ...EARLY.memberIcon }),
  /** no body → FirstLoginResponse (spec 7 "firstLogin") */
  firstLogin: endpoint({ method: 'POST', path: '/wps/member/firstLogin', moduleId: 'COMM3', auth: true }),
  /** UpdateLanguageRequest → UpdateLanguageResponse (spec 7 "getUpdateLanguage") */
  updateLanguage: endpoint({ method: 'PUT', path: '/wps/member/language', moduleId: 'COMM3', auth: true }),
  /** FeedbackRequest (JSON) or FormData (`content`, files) → FeedbackResponse */
  submitFeedback: endpoint({ method: 'PUT', path: '/wps/feedback', moduleId: 'FEEDBACK3', auth: true }),

  // ---- member centre (issue 11); GET queries are passed as `query` ----
  /** → MemberProfile (security centre) */
  memberProfile: endpoint<never, MemberProfile>({ method: 'GET', ...EARLY.memberProfile }),
  /** query pageNo, pageSize → LoginHistoryValue */
  loginHistory: endpoint<never, LoginHistoryValue>({
    method: 'GET',
    path: '/wps/member/loginHistory',
    moduleId: 'COMM3',
    auth: true,
  }),
  signOutOthers: endpoint<Record<string, never>, SignOutOthersValue>({
    method: 'POST',
    path: '/wps/member/sessions/signOutOthers',
    moduleId: 'COMM3',
    auth: true,
  }),
  /** a code to the contact on file, proving the owner for one sensitive change (issue 27) */
  proofCode: endpoint<ProofCodeRequest, ProofCodeValue>({
    method: 'POST',
    path: '/wps/member/proof/code',
    moduleId: 'VERIFICATION3',
    auth: true,
  }),
  bindMobileCode: endpoint<BindMobileCodeRequest, CodeSentValue>({
    method: 'POST',
    path: '/wps/member/mobile/code',
    moduleId: 'VERIFICATION3',
    auth: true,
  }),
  bindMobile: endpoint<BindMobileRequest, BoundValue>({
    method: 'POST',
    path: '/wps/member/mobile',
    moduleId: 'VERIFICATION3',
    auth: true,
    encrypted: true,
  }),
  bindEmailCode: endpoint<BindEmailCodeRequest, CodeSentValue>({
    method: 'POST',
    path: '/wps/member/email/code',
    moduleId: 'VERIFICATION3',
    auth: true,
  }),
  bindEmail: endpoint<BindEmailRequest, BoundValue>({
    method: 'POST',
    path: '/wps/member/email',
    moduleId: 'VERIFICATION3',
    auth: true,
    encrypted: true,
  }),

  deleteMessages: endpoint<DeleteMessagesRequest, DeleteMessagesValue>({
    method: 'POST',
    path: '/wps/relay/CSP_deleteMessage',
    moduleId: 'INBOX3',
    auth: true,
  }),
};
