import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquirePgliteLock } from '../src/db/pglite-lock';

describe('acquirePgliteLock', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plotwise-lock-'));
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a folder held by another live process', () => {
    const dataDir = path.join(dir, 'pglite');
    // The parent of this test process is alive and is not us.
    fs.writeFileSync(`${dataDir}.lock`, String(process.ppid));
    expect(() => acquirePgliteLock(dataDir)).toThrow(/in use by another Plotwise process/);
  });

  it('takes over a lock left by a dead process and releases it', () => {
    const dataDir = path.join(dir, 'pglite');
    fs.writeFileSync(`${dataDir}.lock`, '999999999');
    const release = acquirePgliteLock(dataDir);
    expect(fs.readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
  });
});
