import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadedFile, UploadKind } from '@estate/shared';
import { newIdempotencyKey } from '../../lib/api/api-client';
import { alertForUploadError, preflight } from './upload-checks';
import { deleteUpload, uploadFile, UploadError } from './upload-request';
import {
  emptyAlerts,
  emptyMedia,
  itemFromAnswer,
  type AlertState,
  type MediaState,
  type UploadItem,
} from './wizard-types';

/** At most this many files go up at once; the rest wait their turn. */
const PARALLEL_UPLOADS = 3;

let nextKey = 0;
const newKey = () => `local-${Date.now().toString(36)}-${(nextKey += 1)}`;

/**
 * The media step's files: checks before sending, uploads each file at once with its own progress,
 * and turns every refusal into one of the spec's alerts (dismissable, announced).
 */
export function useWizardUploads() {
  const [media, setMedia] = useState<MediaState>(emptyMedia);
  const [alerts, setAlerts] = useState<AlertState>(emptyAlerts);
  const mediaRef = useRef(media);
  mediaRef.current = media;
  const aborts = useRef(new Map<string, () => void>());
  /** One Idempotency-Key per file, kept when it is sent again ("Retry" after a lost answer). */
  const submitKeys = useRef(new Map<string, string>());
  const alertId = useRef(0);

  useEffect(() => {
    const pending = aborts.current;
    return () => pending.forEach((abort) => abort());
  }, []);

  const pushAlerts = useCallback((kind: UploadKind, list: { key: string; count?: number }[]) => {
    if (!list.length) return;
    setAlerts((prev) => ({
      ...prev,
      [kind]: [
        ...prev[kind].filter((a) => !list.some((n) => n.key === a.key)),
        ...list.map((n) => ({ ...n, id: (alertId.current += 1) })),
      ],
    }));
  }, []);

  const dismissAlert = useCallback((kind: UploadKind, id: number) => {
    setAlerts((prev) => ({ ...prev, [kind]: prev[kind].filter((a) => a.id !== id) }));
  }, []);

  const patch = useCallback((kind: UploadKind, key: string, change: Partial<UploadItem>) => {
    setMedia((prev) => ({
      ...prev,
      [kind]: prev[kind].map((item) => (item.key === key ? { ...item, ...change } : item)),
    }));
  }, []);

  /** Sends one file; answers the alert key when it fails. */
  const send = useCallback(
    async (kind: UploadKind, key: string, file: File): Promise<string | null> => {
      patch(kind, key, { status: 'uploading', progress: 0, errorKey: undefined });
      const submitKey = submitKeys.current.get(key) ?? newIdempotencyKey();
      submitKeys.current.set(key, submitKey);
      const request = uploadFile(kind, file, (progress) => patch(kind, key, { progress }), submitKey);
      aborts.current.set(key, request.abort);
      try {
        const answer = await request.promise;
        patch(kind, key, { status: 'done', progress: 100, answer, file: undefined });
        if (kind === 'featured') {
          // The new cover replaces the old one once it is safely uploaded.
          const old = mediaRef.current.featured.filter((item) => item.key !== key);
          for (const item of old) if (item.answer && !item.fromListing) void deleteUpload(item.answer.id);
          setMedia((prev) => ({ ...prev, featured: prev.featured.filter((item) => item.key === key) }));
        }
        return null;
      } catch (error) {
        if (error instanceof UploadError && error.code === 'aborted') return null;
        const alertKey =
          error instanceof UploadError
            ? alertForUploadError(kind, error.status, error.code)
            : 'listing_alerts.upload_failed';
        patch(kind, key, { status: 'failed', errorKey: alertKey });
        return alertKey;
      } finally {
        aborts.current.delete(key);
      }
    },
    [patch],
  );

  const runAll = useCallback(
    async (kind: UploadKind, jobs: { key: string; file: File }[]) => {
      const failures: string[] = [];
      let index = 0;
      const worker = async () => {
        while (index < jobs.length) {
          const job = jobs[index++]!;
          const failed = await send(kind, job.key, job.file);
          if (failed) failures.push(failed);
        }
      };
      await Promise.all(Array.from({ length: Math.min(PARALLEL_UPLOADS, jobs.length) }, worker));
      return failures;
    },
    [send],
  );

  const addFiles = useCallback(
    async (kind: UploadKind, files: File[]) => {
      if (!files.length) return;
      const check = preflight(kind, files, mediaRef.current[kind]);
      const refused = files.length - check.accepted.length;
      pushAlerts(
        kind,
        check.alerts.map((key) => ({ key })),
      );
      const jobs = check.accepted.map((file) => ({ key: newKey(), file }));
      const items: UploadItem[] = jobs.map(({ key, file }) => ({
        key,
        name: file.name,
        size: file.size,
        status: 'uploading',
        progress: 0,
        file,
      }));
      setMedia((prev) => ({
        ...prev,
        [kind]: [...prev[kind].filter((i) => kind !== 'featured' || i.status === 'done'), ...items],
      }));
      const failures = await runAll(kind, jobs);
      const next: { key: string; count?: number }[] = [...new Set(failures)].map((key) => ({ key }));
      const failedCount = failures.length + (kind === 'gallery' ? refused : 0);
      if (kind === 'gallery' && failedCount > 0)
        next.push({ key: 'listing_alerts.some_uploads_failed', count: failedCount });
      pushAlerts(kind, next);
    },
    [pushAlerts, runAll],
  );

  const retry = useCallback(
    async (kind: UploadKind, key: string) => {
      const item = mediaRef.current[kind].find((i) => i.key === key);
      if (!item?.file) return;
      const failed = await send(kind, key, item.file);
      if (failed) pushAlerts(kind, [{ key: failed }]);
    },
    [pushAlerts, send],
  );

  const remove = useCallback((kind: UploadKind, key: string) => {
    const item = mediaRef.current[kind].find((i) => i.key === key);
    if (!item) return;
    aborts.current.get(key)?.();
    submitKeys.current.delete(key);
    if (item.status === 'done' && item.answer && !item.fromListing) void deleteUpload(item.answer.id);
    setMedia((prev) => ({ ...prev, [kind]: prev[kind].filter((i) => i.key !== key) }));
  }, []);

  /** Puts back saved uploads (a restored draft, or the listing being edited). */
  const restore = useCallback((saved: Record<UploadKind, UploadedFile[]>, fromListing = false) => {
    setMedia(
      Object.fromEntries(
        Object.entries(saved).map(([kind, answers]) => [kind, answers.map((a) => itemFromAnswer(a, fromListing))]),
      ) as unknown as MediaState,
    );
    setAlerts(emptyAlerts());
  }, []);

  const reset = useCallback(() => {
    aborts.current.forEach((abort) => abort());
    setMedia(emptyMedia());
    setAlerts(emptyAlerts());
  }, []);

  const busy = Object.values(media).some((items) => items.some((i) => i.status === 'uploading'));

  return { media, alerts, addFiles, retry, remove, restore, reset, dismissAlert, busy };
}
