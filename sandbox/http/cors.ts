// Cross-origin calls from the docs' pages to a hosted sandbox (SANDBOX_ALLOWED_ORIGINS).
import cors from '@fastify/cors';
import type {FastifyInstance} from 'fastify';
import fp from 'fastify-plugin';

const VARIABLE = 'SANDBOX_ALLOWED_ORIGINS';

/**
 * SANDBOX_ALLOWED_ORIGINS: comma-separated exact origins (`https://docs.example.com`)
 * whose pages may call the sandbox. Unset: undefined, the same origin only. Anything
 * that is not an origin (a path, a trailing slash, `*`, another scheme) stops start-up.
 */
export function allowedOriginsFromEnv(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const url = URL.canParse(entry) ? new URL(entry) : null;
      // An origin is exactly scheme, host and port: URL.origin gives that back unchanged.
      if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== entry) {
        throw new Error(
          `${VARIABLE} must be a comma-separated list of exact origins such as https://docs.example.com (scheme, host and port; no path, no trailing slash, no *), not "${entry}"`,
        );
      }
      return entry;
    });
}

/**
 * CORS headers for the allowed origins only; other origins get none, so their
 * browsers refuse the answers. No cookies or credentials mode: the pages send
 * each client's Basic pair in the Authorization header, so the answers never
 * allow credentials, and the allowed origin is always named, never `*`.
 */
async function allowCrossOrigin(app: FastifyInstance, {origins = []}: {origins?: readonly string[]}): Promise<void> {
  if (!origins.length) return;
  await app.register(cors, {
    origin: [...origins],
    methods: ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE'],
    // The dashboard's and the try-it console's headers: the Basic pair, JSON bodies, "no login dialog", and the dashboard's quiet polling.
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Requested-With', 'X-Sandbox-Quiet'],
    // The rate limit's answer says when to retry.
    // The pages read when to retry, which request an answer was, and where the docs explain a refusal.
    exposedHeaders: ['Retry-After', 'X-Sandbox-Request-Id', 'Link'],
    credentials: false,
    maxAge: 600,
  });
}

export const crossOrigin = fp(allowCrossOrigin, {name: 'sandbox-cors'});
