import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { useNavigate } from '../../lib/link';
import type { ZodType } from 'zod';
import type { Profile } from '@estate/shared';
import type { AnswerOf, Operation } from '@estate/shared/contracts/operation';
import { api } from '../../lib/api/api-client';
import { PROFILE_QUERY_KEY } from '../../lib/session/use-session';
import { AUTH_SCHEMA_KEYS, apiFailure } from '../../ui/form/api-failure';
import { useZodForm } from '../../ui/form/use-zod-form';

/**
 * Shared by the account forms: checks the form with the shared schema, posts it, and on success
 * either calls `onSuccess` or stores the new session's profile and goes to `redirectTo`. Inputs
 * are uncontrolled (registered with react-hook-form, no default values), so what a visitor types
 * before the page is interactive is kept.
 */
export function useAuthForm<O extends Operation>(options: {
  /** What the form posts to (an `authOps` view); the answer is typed from it. */
  operation: O;
  schema: ZodType;
  read: (values: FieldValues) => Record<string, unknown>;
  redirectTo?: string;
  onSuccess?: (answer: AnswerOf<O>) => void | Promise<void>;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const zodForm = useZodForm({ schema: options.schema, read: options.read, accept: AUTH_SCHEMA_KEYS });

  const mutation = useMutation({
    // The body is the form's values, checked by the schema above (and again by the server).
    mutationFn: (body: unknown) => (api as unknown as PostBody)(options.operation, { body }) as Promise<AnswerOf<O>>,
    onSuccess: async (answer) => {
      if (options.onSuccess) return options.onSuccess(answer);
      queryClient.setQueryData(PROFILE_QUERY_KEY, (answer as { user: Profile }).user);
      await navigate(options.redirectTo ?? '/', { replace: true });
    },
    onError: (error) => zodForm.showFailure(apiFailure(error)),
  });

  const onSubmit = zodForm.onSubmit((data) => mutation.mutate(data));

  return {
    onSubmit,
    errorOf: zodForm.errorOf,
    register: zodForm.register,
    control: zodForm.control,
    formError: zodForm.formError,
    pending: mutation.isPending,
  };
}

/** `api` for an operation chosen by the caller: the form's checked values are its body. */
type PostBody = (operation: Operation, input: { body: unknown }) => Promise<unknown>;
