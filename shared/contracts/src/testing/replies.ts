import { json, networkError, type Answer } from './mockApi';

/** A domain handler's reply: status and JSON body, or 'network' for a failed connection. */
export type Reply = { status: number; body?: unknown } | 'network';

/** A reply as the mock server's answer. */
export const toAnswer = (reply: Reply): Response => (reply === 'network' ? networkError() : json(reply.body ?? {}, reply.status));

/** A reply that waits until `release` is called. */
export function heldReply<T extends Reply>(reply: T) {
  let release: () => void = () => undefined;
  const promise = new Promise<T>((resolve) => {
    release = () => resolve(reply);
  });
  return { promise, release };
}

/** Settles a reply that may be held back. */
export const settle = async (reply: Reply | Promise<Reply>): Promise<Answer> => toAnswer(await reply);
