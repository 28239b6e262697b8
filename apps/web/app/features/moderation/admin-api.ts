import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminSummary } from '@estate/shared';
import { endpoint } from '@estate/shared/contracts/client';
import type * as ops from '@estate/shared/contracts/moderation';
import { ApiRequestError } from '../../lib/api/api-client';

/** The console's sections, in tab order; `?tab=` picks one. */
export const ADMIN_TABS = [
  'queue',
  'reports',
  'verification',
  'ads',
  'users',
  'agencies',
  'societies',
  'packages',
  'settings',
  'log',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const isAdminTab = (value: string | null): value is AdminTab =>
  (ADMIN_TABS as readonly string[]).includes(value ?? '');

/** Tabs whose label lives in their feature's own catalog (others: `admin.tabs.<tab>`). */
export const TAB_LABEL_KEYS: Partial<Record<AdminTab, string>> = {
  verification: 'verification.admin.tab',
  societies: 'societies.admin.tab',
};
export const tabLabelKey = (tab: AdminTab) => TAB_LABEL_KEYS[tab] ?? `admin.tabs.${tab}`;

/** A list's `page` query: left out on the first page, as the server render reads it. */
export const pageParam = (page: number) => (page > 1 ? page : undefined);

export const adminKey = (...parts: (string | number)[]) => ['admin', ...parts] as const;
export const SUMMARY_KEY = adminKey('summary');
/** The counts the console's tabs show (browser and server render). */
export const summaryOp = endpoint<typeof ops.getAdminSummary>('GET', '/api/admin/summary/');

export function summaryCount(summary: AdminSummary | undefined, tab: AdminTab): number | null {
  if (!summary) return null;
  if (tab === 'queue') return summary.pending_listings;
  if (tab === 'reports') return summary.open_reports;
  return null;
}

/** First catalog key per field from a failed parse of a shared admin schema. */
export function zodFieldKeys(error: { issues: { path: PropertyKey[]; message: string }[] }): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? 'form');
    fields[name] ??= /^(admin|validation)\./.test(issue.message) ? issue.message : 'validation.invalid';
  }
  return fields;
}

/** A catalog key for a failed administrator action (field key when the server named one). */
export function failureKey(error: unknown): string {
  if (error instanceof ApiRequestError) {
    const field = Object.values(error.fields)[0];
    if (field) return field;
    if (error.status === 409) return 'admin.console.conflict';
    if (error.status === 404) return 'admin.console.gone';
  }
  return 'admin.console.failed';
}

/**
 * A console action: calls the API, then refreshes every admin list and counter. Remembers which
 * item it acted on last, so a row can show its own result or error.
 */
export function useAdminAction<V>(run: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const [result, setResult] = useState<{ ok: boolean; key: string; id?: number }>();
  const mutation = useMutation({
    mutationFn: async (input: { vars: V; id?: number; done?: string }) => run(input.vars),
    onSuccess: async (_data, input) => {
      setResult({ ok: true, key: input.done ?? 'admin.console.saved', id: input.id });
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error, input) => setResult({ ok: false, key: failureKey(error), id: input.id }),
  });
  return { mutation, result, clear: () => setResult(undefined) };
}
