import { useLoaderData } from 'react-router';
import { AuthLayout } from '../features/auth/auth-layout';
import { useTranslation } from '../lib/i18n/use-translation';
import { serverT } from '../lib/i18n/i18n.server';
import { feedbackAnswerOf, LeadFeedbackPage } from '../features/leads/lead-feedback-page';
import type { Route } from './+types/lead-feedback';

/** The "Did <agent> reply?" link's page (issue 36): the link's token and answer, nothing asked yet. */
export function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const t = serverT(context.locale);
  return {
    token: (query.get('token') ?? '').slice(0, 200),
    answer: feedbackAnswerOf(query.get('answer')),
    meta: { title: t('leads.feedback.page_title'), brand: t('brand.name') },
  };
}

export const meta: Route.MetaFunction = ({ data }) => [
  ...(data ? [{ title: `${data.meta.title} | ${data.meta.brand}` }] : []),
  { name: 'robots', content: 'noindex' },
  // The token is in the address: it goes to no other site.
  { name: 'referrer', content: 'no-referrer' },
];

export default function LeadFeedbackRoute() {
  const { token, answer } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('leads.feedback.page_title')} lead={t('leads.feedback.page_lead')}>
      <LeadFeedbackPage token={token} answer={answer} />
    </AuthLayout>
  );
}
