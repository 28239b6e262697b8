/** The schemas of `form-schemas.ts` in their own chunk, loaded once, on first use. */
export type FormSchemas = typeof import('./form-schemas');

let loading: Promise<FormSchemas> | undefined;

export function formSchemas(): Promise<FormSchemas> {
  loading ??= import('./form-schemas').catch((error: unknown) => {
    loading = undefined; // a lost chunk is tried again on the next submit
    throw error;
  });
  return loading;
}

/** Starts loading the schemas (on a form's first focus) so its first submit need not wait. */
export function preloadFormSchemas(): void {
  formSchemas().catch(() => undefined);
}
