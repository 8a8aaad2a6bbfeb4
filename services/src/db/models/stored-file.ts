import type { UploadKind } from '@plotwise/contracts';
import { BaseModel } from './base-model';

export class StoredFile extends BaseModel {
  static override tableName = 'files';

  declare id: string;
  declare contentType: string;
  declare byteSize: number;
  /** A Buffer from `pg`, a Uint8Array from PGlite: the storage module normalises it. */
  declare data: Uint8Array;
  declare originalName: string | null;
  /** What the upload was accepted as; null for files the API made itself. */
  declare kind: UploadKind | null;
  declare createdAt: Date;
}
