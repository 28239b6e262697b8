import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDraftSaver } from './draft-autosave';

describe('draft autosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes once after a pause in typing', () => {
    const write = vi.fn();
    const saver = createDraftSaver(write, 400);
    saver.schedule();
    vi.advanceTimersByTime(300);
    saver.schedule();
    vi.advanceTimersByTime(300);
    expect(write).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('writes the waiting draft at once when the page is left, and nothing when none waits', () => {
    const write = vi.fn();
    const saver = createDraftSaver(write, 400);
    saver.flush();
    expect(write).not.toHaveBeenCalled();
    saver.schedule();
    saver.flush();
    expect(write).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('after a successful save no timer, flush or later edit writes the draft again', () => {
    const write = vi.fn();
    const saver = createDraftSaver(write, 400);
    saver.schedule();
    saver.close();
    expect(saver.pending).toBe(false);
    vi.advanceTimersByTime(1000);
    saver.flush();
    saver.schedule();
    vi.advanceTimersByTime(1000);
    expect(write).not.toHaveBeenCalled();
    expect(saver.closed).toBe(true);
  });
});
