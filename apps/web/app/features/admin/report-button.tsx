/**
 * "Report" for a listing, blog post, comment or user: a small dialog with reasons (fake, scam,
 * duplicate, offensive...). Owned by the moderation feature; placeholder renders nothing.
 */
export type ReportTargetType = 'listing' | 'blog_post' | 'listing_comment' | 'blog_comment' | 'user';

export interface ReportButtonProps {
  targetType: ReportTargetType;
  targetId: number;
  /** Smaller, text-only button for comment rows. */
  compact?: boolean;
}

export function ReportButton(_props: ReportButtonProps) {
  return null;
}
