import { useMutation, useQuery, useQueryClient } from '../../lib/query/query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from '../../lib/link';
import { loginPathFor, type ListingComment } from '@estate/shared';
import { formSchemas, preloadFormSchemas } from '../../ui/form/lazy-schemas';
import { ReportButton } from '../../ui/report-button';
import { api, newIdempotencyKey, retryLostAnswers } from '../../lib/api/api-client';
import { apiFailure, zodFieldErrors } from '../../ui/form/api-failure';
import { CommentForm } from '../../ui/form/comment-form';
import { UserAvatar } from '../../ui/user-avatar';
import { useSession } from '../../lib/session/use-session';
import { useFormat } from '../../lib/i18n/use-format';
import styles from './detail-comments.module.css';
import { endpoint } from '@estate/shared/contracts/client';
import type * as ops from '@estate/shared/contracts/listings';

const commentsOf = endpoint<typeof ops.getPropertiesComments>('GET', '/api/properties/:id/comments/');
const addComment = endpoint<typeof ops.postPropertiesComments>('POST', '/api/properties/:id/comments/');

const commentsKey = (id: number) => ['listing-comments', id] as const;

/** Anyone reads the comments (newest first); writing one needs login (spec sections 2 and 5). */
export function Comments({
  listingId,
  initial,
  returnTo,
}: {
  listingId: number;
  initial: ListingComment[];
  returnTo: string;
}) {
  const { t } = useTranslation();
  const { date, number } = useFormat();
  const { isSignedIn } = useSession();
  const queryClient = useQueryClient();
  const id = useId();
  const [error, setError] = useState<string>();
  const [body, setBody] = useState('');

  const { data: comments = initial } = useQuery({
    queryKey: commentsKey(listingId),
    queryFn: async () => (await api(commentsOf, { params: { id: listingId } })).results,
    initialData: initial,
    staleTime: 30_000,
  });

  const mutation = useMutation({
    // One key per press of "send", kept across the retries of a lost answer.
    mutationFn: ({ text, key }: { text: string; key: string }) =>
      api(addComment, { params: { id: listingId }, body: { body: text }, idempotencyKey: key }),
    retry: retryLostAnswers,
    onSuccess: (comment) => {
      queryClient.setQueryData<ListingComment[]>(commentsKey(listingId), (list = []) => [
        comment,
        ...list.filter((c) => c.id !== comment.id),
      ]);
      setBody('');
    },
    onError: (failure) => {
      const { fields, formKey } = apiFailure(failure);
      setError(fields.body ?? formKey ?? 'auth.errors.generic');
    },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { commentInputSchema } = await formSchemas();
    const parsed = commentInputSchema.safeParse({ body });
    if (!parsed.success) return setError(zodFieldErrors(parsed.error).body);
    setError(undefined);
    mutation.mutate({ text: parsed.data.body, key: newIdempotencyKey() });
  };

  return (
    <section className="detail-section" id="comments" aria-labelledby={`${id}-title`} data-testid="comments">
      <h2 id={`${id}-title`}>
        {t('detail.comments.title')} <span className="muted">({number(comments.length)})</span>
      </h2>
      {isSignedIn ? (
        <CommentForm
          id={id}
          texts="detail.comments"
          className={styles.commentForm}
          body={body}
          onBodyChange={setBody}
          error={error}
          pending={mutation.isPending}
          onSubmit={onSubmit}
          onFocus={preloadFormSchemas}
        />
      ) : (
        <p className={styles.commentLogin}>
          <Link to={loginPathFor(`${returnTo}#comments`)} data-testid="comment-login">
            {t('detail.comments.login')}
          </Link>
        </p>
      )}
      {comments.length === 0 ? (
        <p className="muted">{t('detail.comments.empty')}</p>
      ) : (
        <ol className={styles.commentList}>
          {comments.map((comment) => (
            <li key={comment.id} className={styles.comment}>
              <UserAvatar src={comment.author.profile_picture} name="" size={40} />
              <div className={styles.commentBody}>
                <p className={styles.commentMeta}>
                  <Link to={`/profile/${comment.author.slug}`} className={styles.commentAuthor}>
                    {comment.author.full_name}
                  </Link>
                  {comment.is_mine && <span className="badge">{t('detail.comments.yours')}</span>}
                  <time dateTime={comment.created_at} className="muted">
                    {date(comment.created_at)}
                  </time>
                  {!comment.is_mine && <ReportButton targetType="listing_comment" targetId={comment.id} compact />}
                </p>
                <p className={styles.commentText} dir="auto">
                  {comment.body}
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
