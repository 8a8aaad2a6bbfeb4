export { saveFile, readFile, fileUrl, type SaveFileInput, type SavedFile, type FileContent } from './file-store';
export { storagePlugin } from './plugin';
