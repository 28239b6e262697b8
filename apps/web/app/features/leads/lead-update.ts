import { useQueryClient } from '@tanstack/react-query';
import type { LeadDetail } from '@estate/shared';
import { leadKeys } from './leads-api';

/** Keeps a changed lead: its panel shows it at once and the inbox's rows load again. */
export function useLeadUpdate(id: number) {
  const client = useQueryClient();
  return (lead: LeadDetail) => {
    client.setQueryData(leadKeys.detail(id), lead);
    void client.invalidateQueries({ queryKey: leadKeys.lists });
  };
}
