import { describe, expect, it } from 'vitest';
import { ERROR_CODES, knownErrorCode } from './api-error.schema.js';

describe('knownErrorCode', () => {
  it('answers every listed code as it is', () => {
    for (const code of ERROR_CODES) expect(knownErrorCode(code)).toBe(code);
  });

  it('answers undefined for anything else', () => {
    for (const other of ['fst_err_ctp_invalid_media_type', 'constructor', 'Not_Found', '', undefined, null, 404, {}])
      expect(knownErrorCode(other)).toBeUndefined();
  });
});
