import { useMutation, useQuery, useQueryClient } from '../../lib/query/query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from '../../lib/link';
import { loginPathFor, type BlogCommentsAnswer } from '@estate/shared';
import { formSchemas, preloadFormSchemas } from '../../ui/form/lazy-schemas';
import { ReportButton } from '../../ui/report-button';
import { ApiRequestError, newIdempotencyKey, retryLostAnswers } from '../../lib/api/api-client';
import { CommentForm } from '../../ui/form/comment-form';
import { useFormat } from '../../lib/i18n/use-format';
import { UserAvatar } from '../../ui/user-avatar';
import { useSession } from '../../lib/session/use-session';
import { blogKeys, deleteComment, fetchComments, postComment } from './blog-api';

/** Anyone reads the comments (oldest first); writing one needs login (spec sections 2 and 5). */
export function BlogComments({
  postId,
  postAuthorId,
  initial,
  returnTo,
}: {
  postId: number;
  postAuthorId: number;
  initial: BlogCommentsAnswer;
  returnTo: string;
}) {
  const { t } = useTranslation();
  const { date, number } = useFormat();
  const { isSignedIn } = useSession();
  const queryClient = useQueryClient();
  const id = useId();
  const [error, setError] = useState<string>();
  const [body, setBody] = useState('');
  const key = blogKeys.comments(postId);

  const { data = initial } = useQuery({
    queryKey: key,
    queryFn: () => fetchComments(postId),
    initialData: initial,
    staleTime: 30_000,
  });

  const add = useMutation({
    // One key per press of "send", kept across the retries of a lost answer.
    mutationFn: ({ text, key }: { text: string; key: string }) => postComment(postId, text, key),
    retry: retryLostAnswers,
    onSuccess: (comment) => {
      queryClient.setQueryData<BlogCommentsAnswer>(key, (old = initial) => ({
        results: [...old.results.filter((c) => c.id !== comment.id), comment],
        count: old.count + 1,
      }));
      setBody('');
    },
    onError: (failure) => {
      const fields = failure instanceof ApiRequestError ? failure.fields : {};
      setError(
        fields.body ??
          (failure instanceof ApiRequestError && failure.status === 429
            ? 'blog.errors.too_fast'
            : 'blog.comments.failed'),
      );
    },
  });

  const remove = useMutation({
    mutationFn: (commentId: number) => deleteComment(commentId),
    onSuccess: (_answer, commentId) =>
      queryClient.setQueryData<BlogCommentsAnswer>(key, (old = initial) => ({
        results: old.results.filter((c) => c.id !== commentId),
        count: Math.max(0, old.count - 1),
      })),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // zod (about 25 kB) loads on the form's first focus or submit, not with the post (issue 39).
    const { blogCommentInputSchema } = await formSchemas();
    const parsed = blogCommentInputSchema.safeParse({ body });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'blog.errors.comment_required');
    setError(undefined);
    add.mutate({ text: parsed.data.body, key: newIdempotencyKey() });
  };

  return (
    <section className="blog-section" id="comments" aria-labelledby={`${id}-title`} data-testid="blog-comments">
      <h2 id={`${id}-title`}>
        {t('blog.comments.title')} <span className="muted">({number(data.results.length)})</span>
      </h2>
      {data.results.length === 0 ? (
        <p className="muted">{t('blog.comments.empty')}</p>
      ) : (
        <ol className="blog-comment-list">
          {data.results.map((comment) => (
            <li key={comment.id} className="blog-comment">
              <UserAvatar src={comment.author.profile_picture} name="" size={40} />
              <div className="blog-comment__body">
                <p className="blog-comment__meta">
                  <Link to={`/profile/${comment.author.slug}/`} className="blog-comment__author">
                    {comment.author.full_name}
                  </Link>
                  {comment.author.id === postAuthorId && <span className="badge">{t('blog.comments.author')}</span>}
                  {comment.is_mine && <span className="badge blog-badge--mine">{t('blog.comments.yours')}</span>}
                  <time dateTime={comment.created_at} className="muted">
                    {date(comment.created_at)}
                  </time>
                </p>
                <p className="blog-comment__text" dir="auto">
                  {comment.body}
                </p>
                <div className="blog-comment__actions">
                  {comment.can_delete && (
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => remove.mutate(comment.id)}
                      disabled={remove.isPending && remove.variables === comment.id}
                      aria-label={t('blog.comments.delete_label', { name: comment.author.full_name })}
                    >
                      {t('blog.comments.delete')}
                    </button>
                  )}
                  {!comment.is_mine && <ReportButton targetType="blog_comment" targetId={comment.id} compact />}
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
      {isSignedIn ? (
        <CommentForm
          id={id}
          texts="blog.comments"
          className="blog-comment-form"
          body={body}
          onBodyChange={setBody}
          error={error}
          pending={add.isPending}
          maxLength={2000}
          onSubmit={onSubmit}
          onFocus={preloadFormSchemas}
        />
      ) : (
        <p className="blog-comment-login">
          <Link
            className="button button--ghost"
            to={loginPathFor(`${returnTo}#comments`)}
            data-testid="blog-comment-login"
          >
            {t('blog.comments.login')}
          </Link>
        </p>
      )}
    </section>
  );
}
