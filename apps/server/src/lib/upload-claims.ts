import type { AnyUploadKind, ResponsiveImage } from '@estate/shared';
import type { Db } from '../db/database.js';

/**
 * What a feature needs to keep single uploaded images (profile pictures, award, ad, blog and
 * service photos; decision 0011): claim one for an owner reference such as `award:12`, and let go
 * of what a reference holds. The uploads feature implements it (`uploadClaims` in
 * upload.service.ts); the uploads feature provides it to the features that declare it, which never import the uploads service.
 * Both run inside the caller's transaction (`db` may be a transaction).
 */
export interface UploadClaims {
  /**
   * Claims one of the user's fresh unclaimed uploads of `kind` for `ref`, or one `ref` already
   * holds; throws 400 `invalid_upload` otherwise.
   */
  claim(db: Db, input: { userId: number; id: string; kind: AnyUploadKind; ref: string }): Promise<ClaimedUpload>;
  /** Lets go of every upload `ref` holds except `keepIds`; the hourly sweep deletes them. */
  release(db: Db, ref: string, keepIds?: string[]): Promise<void>;
}

export interface ClaimedUpload {
  id: string;
  url: string;
  /** The responsive renditions of an image (null for other files). */
  image: ResponsiveImage | null;
}
