import type { FieldValues } from 'react-hook-form';

/** A form value as text: a field not read since a reset, or never rendered, reads as empty. */
export const textOf = (values: FieldValues, name: string): string => String(values[name] ?? '');
