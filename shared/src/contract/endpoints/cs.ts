import { Type } from '@sinclair/typebox';
import { declareEndpoint } from '../endpoint';
import { oneOf } from '../schema';

/** A conversation's id, made by the page (a random UUID for a guest). */
export const CS_CONVERSATION_PATTERN = '^[A-Za-z0-9-]{32,64}$';
/** The longest message a visitor may send. */
export const CS_MAX_BODY = 500;

const CONVERSATION = Type.String({ pattern: CS_CONVERSATION_PATTERN });

/** One line of a customer-service conversation. */
export const CsMessage = Type.Object({
  id: Type.Integer(),
  author: oneOf(['visitor', 'agent'] as const),
  body: Type.String(),
  createdAt: Type.String(),
});
const CsConversation = Type.Object({ list: Type.Array(CsMessage) });

/**
 * The customer-service chat (spec 2): the two calls of the gateway's own chat page (`/wps/cs/chat`, which sends
 * the protocol headers and the site's token when the visitor is signed in: a member's conversation is read and
 * written only with that member's session, a guest's only without one).
 */
export const CUSTOMER_SERVICE = {
  csMessages: declareEndpoint({
    method: 'GET',
    path: '/wps/cs/messages',
    moduleId: 'COMM3',
    auth: 'optional',
    summary: 'A customer-service conversation so far, oldest first (a new one starts with the greeting)',
    query: Type.Object({ conversation: CONVERSATION }),
    answer: CsConversation,
  }),
  csSendMessage: declareEndpoint({
    method: 'POST',
    path: '/wps/cs/messages',
    moduleId: 'COMM3',
    auth: 'optional',
    summary: 'Sends a message to customer service; the answer follows at once in the same conversation',
    body: Type.Object(
      { conversation: CONVERSATION, body: Type.String({ maxLength: CS_MAX_BODY }) },
      { additionalProperties: false },
    ),
    answer: CsConversation,
    errors: ['cs.message_empty', 'cs.conversation_invalid'],
  }),
};
