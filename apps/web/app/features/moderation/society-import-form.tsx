import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { I18n } from '../../lib/i18n/translator';
import { useId, useState } from 'react';
import { SOCIETY_CSV_MAX_CHARS } from '@estate/shared';
import { ApiRequestError } from '../../lib/api/api-client';
import { useTranslation } from '../../lib/i18n/use-translation';
import { societiesApi } from './societies-api';

/** The refusal's lines: "Row 4: The list date must be…", file-level reasons first. */
export function csvErrorLines(fields: Record<string, string>, { t, tDynamic }: Pick<I18n, 't' | 'tDynamic'>): string[] {
  const rows = Object.entries(fields)
    .map(([field, key]) => ({ row: /^row_(\d+)$/.exec(field)?.[1], key }))
    .sort((a, b) => Number(a.row ?? 0) - Number(b.row ?? 0));
  return rows.map(({ row, key }) => (row ? t('societies.csv.row', { row, message: tDynamic(key) }) : tDynamic(key)));
}

/**
 * Upload of an authority's list (CSV). The browser reads the file and sends its text; the server
 * checks every row and imports all of them or none, naming the bad rows.
 */
export function SocietyImportForm() {
  const { t, tDynamic } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [headline, setHeadline] = useState('');
  const mutation = useMutation({
    mutationFn: async (chosen: File) => societiesApi.importList({ file_name: chosen.name, csv: await chosen.text() }),
    onSuccess: async (answer) => {
      setErrors([]);
      const already = answer.already_imported
        ? ` ${t('societies.admin.already', { count: answer.already_imported })}`
        : '';
      setHeadline(`${t('societies.admin.imported', { count: answer.societies })}${already}`);
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error) => {
      setHeadline('');
      const fields = error instanceof ApiRequestError ? error.fields : {};
      const lines = csvErrorLines(fields, { t, tDynamic });
      const rows = Object.keys(fields).filter((f) => f.startsWith('row_')).length;
      setHeadline(rows > 1 ? t('societies.csv.refused', { count: rows }) : '');
      setErrors(lines.length ? lines : [t('admin.console.failed')]);
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) return setErrors([t('societies.csv.no_file')]);
    // A character takes at least one byte: a larger file cannot fit.
    if (file.size > SOCIETY_CSV_MAX_CHARS * 4) return setErrors([t('societies.csv.too_large')]);
    mutation.mutate(file);
  };

  return (
    <form className="societies-import" onSubmit={submit} noValidate data-testid="societies-import">
      <label htmlFor={`${id}-file`}>{t('societies.admin.file_label')}</label>
      <div className="societies-import__row">
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={`${id}-hint`}
          aria-invalid={errors.length > 0 || undefined}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setErrors([]);
            setHeadline('');
          }}
        />
        <button type="submit" className="button" disabled={mutation.isPending}>
          {mutation.isPending ? t('societies.admin.importing') : t('societies.admin.import')}
        </button>
      </div>
      <p className="field__hint" id={`${id}-hint`}>
        {t('societies.admin.file_hint')}
      </p>
      <div role="status">
        {headline && <p className={errors.length ? 'field__error' : 'admin-result'}>{headline}</p>}
        {errors.length > 0 && (
          <ul className="societies-errors" data-testid="societies-errors">
            {errors.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </div>
    </form>
  );
}
