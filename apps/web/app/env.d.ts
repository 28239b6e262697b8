import type { SsrContext } from '@estate/shared';

declare module 'react-router' {
  // The server hands each render the visitor's session, language and country.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends SsrContext {}
}
