import type { UploadKind } from '@plotwise/contracts';
import { BaseModel } from './base-model';

export class StoredFile extends BaseModel {
  static override tableName = 'files';

  declare id: string;
  declare contentType: string;
  declare byteSize: number;
  /**
   * The bytes of a file from before migration 031, until moveStoredBlobs moves
   * them out (a Buffer from `pg`, a Uint8Array from PGlite); null once moved.
   */
  declare data: Uint8Array | null;
  /** Where the bytes are in the file storage (storage/local-directory.ts). */
  declare storageKey: string | null;
  declare originalName: string | null;
  /** What the upload was accepted as; null for files the API made itself. */
  declare kind: UploadKind | null;
  /** The signed-in account that uploaded it; null for visitors and files the API made. */
  declare uploadedBy: number | null;
  declare createdAt: Date;
}
