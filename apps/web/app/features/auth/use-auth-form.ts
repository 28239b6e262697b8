import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from '../../lib/link';
import type { ZodType } from 'zod';
import type { Profile } from '@estate/shared';
import { apiFetch } from '../../lib/api/api-client';
import { PROFILE_QUERY_KEY } from '../../lib/session/use-session';
import { apiFailure, zodFieldErrors, type FieldErrors } from '../../ui/form/api-failure';

/**
 * Shared by the account forms: checks the form with the shared schema, posts it, and on success
 * either calls `onSuccess` or stores the new session's profile and goes to `redirectTo`. Inputs
 * are uncontrolled, so what a visitor types before the page is interactive is kept.
 */
export function useAuthForm<T = { user: Profile }>(options: {
  endpoint: string;
  schema: ZodType;
  read: (form: FormData) => Record<string, unknown>;
  redirectTo?: string;
  onSuccess?: (answer: T) => void | Promise<void>;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();

  const mutation = useMutation({
    mutationFn: (body: unknown) => apiFetch<T>(options.endpoint, { body }),
    onSuccess: async (answer) => {
      if (options.onSuccess) return options.onSuccess(answer);
      queryClient.setQueryData(PROFILE_QUERY_KEY, (answer as { user: Profile }).user);
      await navigate(options.redirectTo ?? '/', { replace: true });
    },
    onError: (error) => {
      const failure = apiFailure(error);
      setErrors(failure.fields);
      setFormError(failure.formKey);
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(undefined);
    const parsed = options.schema.safeParse(options.read(new FormData(event.currentTarget)));
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    mutation.mutate(parsed.data);
  };

  return { onSubmit, errors, formError, pending: mutation.isPending };
}
