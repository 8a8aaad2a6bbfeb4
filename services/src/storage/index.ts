export { saveFile, storePicture, readFile, fileUrl, isStoredUploadOfKind, type SaveFileInput, type SavedFile, type FileContent } from './file-store';
export { storagePlugin, storageSettings } from './plugin';
