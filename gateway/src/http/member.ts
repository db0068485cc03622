import type { FastifyRequest } from 'fastify';
import type { SessionMember } from '../domain/identity/sessions';
import { unauthorized } from './errors';

/**
 * The session member of a request. Routes with `config: { auth: 'member' }` always have one (the access
 * plugin refused the call otherwise); on an `optional` route use `request.member` and test it.
 * @throws 401 `login.not.session` when the request has no session
 */
export function memberOf(request: FastifyRequest): SessionMember {
  if (!request.member) throw unauthorized();
  return request.member;
}
