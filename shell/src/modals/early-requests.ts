import { bus, type ModalRequest } from '@jogo/shared/bus';

/**
 * `ui:modal-requested` is a stream: a request made before the modal host has mounted would be lost. That
 * happens for real: restoring a session at boot may answer 401 (spec 4: back to guest and open login)
 * before React has rendered. Requests are buffered from boot until the host takes them.
 */
const early: ModalRequest[] = [];
let stop: (() => void) | null = null;

export function bufferEarlyModalRequests(): void {
  stop ??= bus.on('ui:modal-requested', (req) => early.push(req));
}

/** @returns the requests made before the host mounted, once; buffering ends. */
export function takeEarlyModalRequests(): ModalRequest[] {
  stop?.();
  stop = null;
  return early.splice(0);
}
