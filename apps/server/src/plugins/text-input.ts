import fp from 'fastify-plugin';
import type { AppInstance } from '../app-types.js';
import { AppError } from '../lib/app-error.js';
import { englishMessage } from '../lib/english-message.js';

/** NUL (PostgreSQL text cannot hold it) and lone UTF-16 surrogates (not text at all). */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSTORABLE = /\u0000|\p{Cs}/u;
const MESSAGE_KEY = 'validation.invalid_text';

/**
 * The first place in a parsed value (keys included) holding text PostgreSQL cannot store, as the
 * name of its top-level field, or undefined when all of it is storable. Iterative, so a deeply
 * nested body cannot overflow the stack; Buffers and streams are not looked into.
 */
export function unstorableTextField(value: unknown, rootName: string): string | undefined {
  const stack: [unknown, string][] = [[value, rootName]];
  while (stack.length) {
    const [node, field] = stack.pop()!;
    if (typeof node === 'string') {
      if (UNSTORABLE.test(node)) return field;
    } else if (Array.isArray(node)) {
      for (const item of node) stack.push([item, field]);
    } else if (node !== null && typeof node === 'object') {
      if (ArrayBuffer.isView(node) || typeof (node as { pipe?: unknown }).pipe === 'function') continue;
      for (const [key, item] of Object.entries(node)) {
        const name = field === rootName ? key : field;
        if (UNSTORABLE.test(key)) return name;
        stack.push([item, name]);
      }
    }
  }
  return undefined;
}

/**
 * One check for every route: a body, query or path parameter holding NUL or a lone surrogate is
 * refused with 400 `validation_failed` before the route's schema or any query sees it.
 */
export const textInputPlugin = fp(async (app: AppInstance) => {
  app.addHook('preValidation', async (req) => {
    const field =
      unstorableTextField(req.params, 'params') ??
      unstorableTextField(req.query, 'query') ??
      unstorableTextField(req.body, 'body');
    if (field === undefined) return;
    throw new AppError(400, 'validation_failed', englishMessage(MESSAGE_KEY), { [field]: MESSAGE_KEY });
  });
});
