import { Type } from '@sinclair/typebox';
import { declareEndpoint } from '../endpoint';
import { CLIENT_QUERY, PAGING } from '../schema';
import {
  AnnouncementsValue,
  BannerGroup,
  BannersValue,
  ChatModelListValue,
  InboxListValue,
  InboxReadValue,
  LaunchChatValue,
  UnreadCountValue,
} from '../types/content';
import EARLY from '../../api/endpoints/early-reads.json';

const INBOX = { moduleId: 'INBOX3', auth: 'member', trial: false, moduleFlag: 'INBOX3' } as const;

/** Site content: announcements, banners, the inbox and the chat hosts (spec section 7). */
export const CONTENT = {
  announcements: declareEndpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getListAnnouncements',
    market: { omit: 'announcements' },
    moduleId: 'COMM3',
    auth: 'optional',
    summary: 'Banners, player notices, popups, promotions and content by type; guests see B, members A',
    query: Type.Object({
      ...CLIENT_QUERY,
      /** comma-separated types (B, PL, PU, PR, H) */
      types: Type.Optional(Type.String({ maxLength: 32 })),
      /** comma-separated executions (A, B, F); default B for guests, A for members */
      execution: Type.Optional(Type.String({ maxLength: 16 })),
    }),
    answer: AnnouncementsValue,
    errors: ['content.types_invalid', 'content.execution_invalid'],
  }),
  banners: declareEndpoint({
    method: 'GET',
    ...EARLY.banners,
    market: { omit: 'banners' },
    auth: 'none',
    summary: 'The banners of one group',
    query: Type.Object({ ...CLIENT_QUERY, groupName: BannerGroup }),
    answer: BannersValue,
  }),
  inboxUnreadCount: declareEndpoint({
    method: 'GET',
    path: '/wps/relay/CSP_unreadCount',
    ...INBOX,
    summary: 'How many inbox messages are unread',
    answer: UnreadCountValue,
  }),
  inboxList: declareEndpoint({
    method: 'GET',
    path: '/wps/relay/CSP_messageList',
    ...INBOX,
    summary: 'The inbox, a page at a time',
    query: Type.Object({
      ...CLIENT_QUERY,
      ...PAGING(10, 50),
      /** the member centre's inbox lists unread messages first */
      unreadFirst: Type.Optional(Type.Boolean()),
    }),
    answer: InboxListValue,
  }),
  inboxRead: declareEndpoint({
    method: 'POST',
    path: '/wps/relay/CSP_readMessage',
    ...INBOX,
    summary: 'Marks one message (`id`) or all of them read',
    body: Type.Object({ id: Type.Optional(Type.Integer({ minimum: 1 })) }, { additionalProperties: false }),
    answer: InboxReadValue,
  }),
  chatModels: declareEndpoint({
    method: 'GET',
    path: '/wps/relay/CBS_modelList',
    moduleId: 'COMM3',
    auth: 'none',
    summary: 'The chat hosts and whether each is online (by the hour of the site)',
    query: Type.Object(CLIENT_QUERY),
    answer: ChatModelListValue,
  }),
  launchChat: declareEndpoint({
    method: 'POST',
    path: '/wps/relay/CBS_launchChat',
    moduleId: 'COMM3',
    auth: 'optional',
    summary: "The address of a chat host's room",
    body: Type.Object(
      { modelId: Type.String({ minLength: 1, maxLength: 32 }) },
      { additionalProperties: false },
    ),
    answer: LaunchChatValue,
    errors: ['chat.model_not_found'],
  }),
};
