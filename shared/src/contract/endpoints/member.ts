import { Type } from '@sinclair/typebox';
import { declareEndpoint } from '../endpoint';
import { orNoBody, PAGING } from '../schema';
import {
  BindEmailCodeRequest,
  BindEmailRequest,
  BindMobileCodeRequest,
  BindMobileRequest,
  BoundValue,
  CodeSentValue,
  DeleteMessagesRequest,
  DeleteMessagesValue,
  FeedbackRequest,
  FeedbackResponse,
  FirstLoginResponse,
  LoginHistoryValue,
  MemberIcon,
  MemberInfo,
  MemberProfile,
  ProofCodeRequest,
  ProofCodeValue,
  SignOutOthersValue,
  UpdateLanguageRequest,
  UpdateLanguageResponse,
} from '../types/member';
import EARLY from '../../api/endpoints/early-reads.json';

/** the security centre: the member's own settings, not for trial accounts */
const OWN = { moduleId: 'COMM3', auth: 'member', trial: false } as const;
const VERIFY = { ...OWN, moduleId: 'VERIFICATION3' } as const;
const PROOF_ERRORS = [
  'member.proof_required',
  'member.proof_code_invalid',
  'member.proof_password_wrong',
  'member.no_login_password',
  'member.code_invalid',
] as const;

/**
 * The member (spec section 7): what every session reads (info, icon, first login, language), the security centre
 * (profile, login history, other sessions, mobile and e-mail binding, the owner's proof code), feedback and the
 * inbox delete.
 */
export const MEMBER = {
  memberInfo: declareEndpoint({
    method: 'GET',
    ...EARLY.memberInfo,
    auth: 'member',
    summary: 'The session member: account, type, language, contacts, invitation code',
    answer: MemberInfo,
  }),
  memberIcon: declareEndpoint({
    method: 'GET',
    ...EARLY.memberIcon,
    auth: 'member',
    summary: "The member's initials avatar as an SVG data URL",
    rules: '`iconUrl` is an SVG data URL',
    answer: MemberIcon,
  }),
  firstLogin: declareEndpoint({
    method: 'POST',
    path: '/wps/member/firstLogin',
    moduleId: 'COMM3',
    auth: 'member',
    summary: 'The client ran its first-login action; later logins answer firstTimeLogin false',
    body: orNoBody(Type.Object({}, { additionalProperties: false })),
    answer: FirstLoginResponse,
  }),
  updateLanguage: declareEndpoint({
    method: 'PUT',
    path: '/wps/member/language',
    moduleId: 'COMM3',
    auth: 'member',
    summary: "The member's language (inbox texts and e-mails use it)",
    body: UpdateLanguageRequest,
    answer: UpdateLanguageResponse,
  }),
  submitFeedback: declareEndpoint({
    method: 'PUT',
    path: '/wps/feedback',
    moduleId: 'FEEDBACK3',
    moduleFlag: 'FEEDBACK3',
    auth: 'member',
    trial: false,
    summary: 'Feedback with up to 3 png or jpg images (JSON with base64 images, or multipart)',
    rules:
      'JSON `{ content, images?: base64[] }` or multipart (`content` and files); content 1..140 characters, at most 3 PNG or JPEG pictures (by their magic bytes) of 5 MB',
    body: FeedbackRequest,
    answer: FeedbackResponse,
    errors: [
      'feedback.content_required',
      'feedback.too_many_images',
      'feedback.image_too_large',
      'feedback.image_type',
      'feedback.quota',
      'request.body_invalid',
    ],
  }),
  memberProfile: declareEndpoint({
    method: 'GET',
    ...EARLY.memberProfile,
    ...OWN,
    summary: "The security centre's profile: VIP level, contacts, payment password, upline",
    answer: MemberProfile,
  }),
  loginHistory: declareEndpoint({
    method: 'GET',
    path: '/wps/member/loginHistory',
    ...OWN,
    summary: "The member's logins, newest first, each with whether its session is live",
    query: Type.Object(PAGING(10, 50)),
    answer: LoginHistoryValue,
  }),
  signOutOthers: declareEndpoint({
    method: 'POST',
    path: '/wps/member/sessions/signOutOthers',
    ...OWN,
    summary: "Ends the member's other sessions; this one stays",
    answer: SignOutOthersValue,
  }),
  proofCode: declareEndpoint({
    method: 'POST',
    path: '/wps/member/proof/code',
    ...VERIFY,
    summary: "The owner's proof code for one sensitive change, to the contact on file",
    body: ProofCodeRequest,
    answer: ProofCodeValue,
    errors: ['TOO_MANY_REQUESTS'],
  }),
  bindMobileCode: declareEndpoint({
    method: 'POST',
    path: '/wps/member/mobile/code',
    ...VERIFY,
    summary: 'An SMS code to a number to bind (it must be free)',
    body: BindMobileCodeRequest,
    answer: CodeSentValue,
    errors: [
      'verification.country_unsupported',
      'verification.mobile_invalid',
      'member.mobile_taken',
      'member.mobile_same',
    ],
  }),
  bindMobile: declareEndpoint({
    method: 'POST',
    path: '/wps/member/mobile',
    ...VERIFY,
    encrypted: true,
    summary: "Binds (or changes) the mobile number with the code sent to it and the owner's proof",
    body: BindMobileRequest,
    answer: BoundValue,
    errors: [...PROOF_ERRORS, 'member.mobile_taken', 'verification.mobile_invalid'],
  }),
  bindEmailCode: declareEndpoint({
    method: 'POST',
    path: '/wps/member/email/code',
    ...VERIFY,
    summary: 'An e-mail code to an address to bind',
    body: BindEmailCodeRequest,
    answer: CodeSentValue,
    errors: ['member.email_invalid', 'member.email_taken'],
  }),
  bindEmail: declareEndpoint({
    method: 'POST',
    path: '/wps/member/email',
    ...VERIFY,
    encrypted: true,
    summary: "Binds (or changes) the e-mail with the code sent to it and the owner's proof",
    body: BindEmailRequest,
    answer: BoundValue,
    errors: [...PROOF_ERRORS, 'member.email_invalid', 'member.email_taken'],
  }),
  deleteMessages: declareEndpoint({
    method: 'POST',
    path: '/wps/relay/CSP_deleteMessage',
    moduleId: 'INBOX3',
    moduleFlag: 'INBOX3',
    auth: 'member',
    trial: false,
    summary: 'Deletes inbox messages of the member (1 to 100 ids)',
    body: DeleteMessagesRequest,
    answer: DeleteMessagesValue,
    errors: ['inbox.not_found'],
  }),
};
