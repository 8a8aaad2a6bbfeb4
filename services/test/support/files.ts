import fs from 'node:fs';
import path from 'node:path';

/** Writes a file, making its folders first: a fake build or dist tree for a test. */
export function writeFile(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}
