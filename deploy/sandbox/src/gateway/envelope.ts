import type { FastifyReply } from 'fastify';

/**
 * A gateway call that fails: answered as `{ success: false, value, message, errorCode }` with `status`
 * (docs/gateway.md#envelope, #errors). Thrown from handlers and hooks; the sandbox's one error handler
 * sends it.
 */
export class GatewayError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly value: unknown = null,
  ) {
    super(message);
  }
}

/** Sends a WPS envelope; gateway answers are never cached. */
export function sendEnvelope(reply: FastifyReply, status: number, success: boolean, value: unknown, errorCode: string | null = null, message: string | null = null) {
  return reply.code(status).header('Cache-Control', 'no-store').send({ success, value, message, errorCode });
}

export const sendOk = (reply: FastifyReply, value: unknown) => sendEnvelope(reply, 200, true, value);
export const sendError = (reply: FastifyReply, e: GatewayError) => sendEnvelope(reply, e.status, false, e.value, e.errorCode, e.message);
