import { describe, expect, it } from 'vitest';
import { permissionsOf, type AgencyRole } from '@estate/shared';
import { leadAccess } from './lead-access';

const members = [
  { id: 1, name: 'Omar', manager_id: null },
  { id: 2, name: 'Zainab', manager_id: null },
  { id: 3, name: 'Sara', manager_id: 2 },
  { id: 4, name: 'Hassan', manager_id: null },
];
const seat = (role: AgencyRole) => ({ permissions: permissionsOf(role), members }) as never;

describe('what the inbox shows each member', () => {
  it('gives owners and admins bulk changes, the assignee filter and every member', () => {
    for (const role of ['owner', 'admin'] as const) {
      const access = leadAccess(seat(role), 1);
      expect(access.assign).toBe(true);
      expect(access.seeOthers).toBe(true);
      expect(access.people.map((p) => p.name)).toEqual(['Omar', 'Zainab', 'Sara', 'Hassan']);
    }
  });

  it('gives a manager their team and themselves', () => {
    const access = leadAccess(seat('manager'), 2);
    expect(access).toEqual({
      assign: true,
      seeOthers: true,
      people: [
        { id: 2, name: 'Zainab' },
        { id: 3, name: 'Sara' },
      ],
    });
  });

  it('hides bulk changes and the assignee filter from agents, lone listers and a seat not loaded yet', () => {
    const none = { assign: false, seeOthers: false, people: [] };
    expect(leadAccess(seat('agent'), 4)).toEqual(none);
    expect(leadAccess({ permissions: [], members: [] }, 9)).toEqual(none);
    expect(leadAccess(undefined, 9)).toEqual(none);
  });
});
