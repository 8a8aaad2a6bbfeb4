import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, keepGeneratedJwtSecret, loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('has development defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.join(REPO_ROOT, '.data'),
      database: { client: 'pglite', dataDir: path.join(REPO_ROOT, '.data', 'pglite') },
      jwtSecretSource: 'development-default',
      admin: { username: 'admin', password: 'admin123', isDefault: true },
      loginRateLimit: { maxAttempts: 10, windowMs: 15 * 60_000 },
    });
    expect(config.dist.shell).toBe(path.join(REPO_ROOT, 'shell', 'dist'));
    expect(config.dist.admin).toBe(path.join(REPO_ROOT, 'mf-admin', 'dist'));
    expect(config.remotes.remotes).toHaveLength(4);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@h/db', DATABASE_SCHEMA: 'plotwise' });
    expect(config.database).toEqual({ client: 'pg', connectionString: 'postgres://u@h/db', schema: 'plotwise' });
  });

  it('refuses a bad value with a readable error', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Invalid configuration: PORT/);
  });

  it('reports every problem at once, not only the first', () => {
    expect(() => loadConfig({ PORT: 'eighty', SMTP_HOST: 'smtp.example.com', COMPANY_CIN: 'U123' })).toThrow(
      /^Invalid configuration: PORT: .*; COMPANY_CIN: .*$/,
    );
    expect(() => loadConfig({ SMTP_HOST: 'smtp.example.com', S3_BUCKET: 'plotwise-files' })).toThrow(
      /MAIL_FROM is required with SMTP_URL or SMTP_HOST.*S3_BUCKET set but FILE_STORAGE is not 's3'|S3_BUCKET set but FILE_STORAGE is not 's3'.*MAIL_FROM is required/,
    );
  });

  it('generates and keeps a JWT secret in production when none is configured', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plotwise-config-'));
    try {
      const unsaved = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir });
      expect(fs.existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
      const first = keepGeneratedJwtSecret(unsaved);
      const second = keepGeneratedJwtSecret(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir }));
      expect(first.jwtSecretSource).toBe('generated-file');
      expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
      expect(second.jwtSecret).toBe(first.jwtSecret);
      expect(fs.statSync(path.join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('reads and validates REMOTES_JSON', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plotwise-remotes-'));
    try {
      const good = path.join(dir, 'good.json');
      fs.writeFileSync(good, JSON.stringify({ remotes: [{ name: 'mf_catalog', entry: 'https://cdn.example/mf-manifest.json', routes: ['/'] }] }));
      expect(loadConfig({ REMOTES_JSON: good }).remotes.remotes[0]).toMatchObject({ entry: 'https://cdn.example/mf-manifest.json', excludeRoutes: [] });

      const bad = path.join(dir, 'bad.json');
      fs.writeFileSync(bad, JSON.stringify({ remotes: [{ name: 'mf-catalog', entry: '', routes: [] }] }));
      expect(() => loadConfig({ REMOTES_JSON: bad })).toThrow(/REMOTES_JSON: .*remotes\.0\.name/);
      expect(() => loadConfig({ REMOTES_JSON: path.join(dir, 'missing.json') })).toThrow(/REMOTES_JSON: cannot read/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
