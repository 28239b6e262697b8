import { describe, expect, it } from 'vitest';
import type { UserRow } from '../users/user.table.js';
import { createSessionMemo } from './session-memo.js';

const user = (id: number) => ({ id }) as UserRow;
const live = (id: number, seconds = 3600) => ({ user: user(id), expiresAt: new Date(Date.now() + seconds * 1000) });

function listeningMemo(seconds = 10) {
  const memo = createSessionMemo({ seconds });
  memo.listening(true);
  return memo;
}

describe('createSessionMemo', () => {
  it('keeps a live session and forgets all of a user’s sessions at once', () => {
    const memo = listeningMemo();
    expect(memo.set('a', live(1), memo.ticket())).toBe(true);
    expect(memo.set('b', live(1), memo.ticket())).toBe(true);
    expect(memo.set('c', live(2), memo.ticket())).toBe(true);
    expect(memo.get('a')?.user.id).toBe(1);
    memo.forgetUser(1);
    expect(memo.get('a')).toBeUndefined();
    expect(memo.get('b')).toBeUndefined();
    expect(memo.get('c')?.user.id).toBe(2);
  });

  it('refuses a read that began before its user changed', () => {
    const memo = listeningMemo();
    const ticket = memo.ticket();
    memo.forgetUser(1);
    expect(memo.set('a', live(1), ticket)).toBe(false);
    expect(memo.set('b', live(2), ticket)).toBe(true);
    expect(memo.set('a', live(1), memo.ticket())).toBe(true);
  });

  it('keeps nothing until it hears the notices, and forgets everything when it stops hearing them', () => {
    const memo = createSessionMemo({ seconds: 10 });
    expect(memo.set('a', live(1), memo.ticket())).toBe(false);
    memo.listening(true);
    const ticket = memo.ticket();
    expect(memo.set('a', live(1), ticket)).toBe(true);
    memo.listening(false);
    expect(memo.get('a')).toBeUndefined();
    memo.listening(true);
    expect(memo.get('a')).toBeUndefined();
    // A read from before the gap may have missed a change: not kept.
    expect(memo.set('b', live(3), ticket)).toBe(false);
  });

  it('never keeps a session past its own end, and 0 seconds keeps nothing', () => {
    const memo = listeningMemo();
    expect(memo.set('gone', live(1, -1), memo.ticket())).toBe(false);
    const off = createSessionMemo({ seconds: 0 });
    off.listening(true);
    expect(off.set('a', live(1), off.ticket())).toBe(false);
    expect(off.get('a')).toBeUndefined();
  });

  it('stays bounded in the users it remembers changes of', () => {
    const memo = listeningMemo();
    const ticket = memo.ticket();
    for (let id = 0; id < 10_050; id++) memo.forgetUser(id);
    // Past the bound the old reads are refused wholesale (the floor), never wrongly accepted.
    expect(memo.set('a', live(20_000), ticket)).toBe(false);
    expect(memo.set('a', live(20_000), memo.ticket())).toBe(true);
  });
});
