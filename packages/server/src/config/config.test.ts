import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration from the environment', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      signupMode: 'open',
      submitRateLimit: 60,
      databaseUrl: undefined,
    });
    expect(config.dataDir.endsWith('data')).toBe(true);
  });

  it('derives PUBLIC_URL from PORT and drops a trailing slash', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://forms.example.com/' }).publicUrl).toBe('https://forms.example.com');
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['PUBLIC_URL', 'forms.example.com'],
    ['DATABASE_URL', 'mysql://x'],
    ['JWT_SECRET', 'short'],
    ['SMTP_URL', 'mail.example.com'],
    ['SIGNUP_MODE', 'sometimes'],
    ['ADMIN_EMAIL', 'owner at example.com'],
    ['TRUSTED_PROXY_HOPS', '-1'],
    ['SUBMIT_RATE_LIMIT', 'lots'],
    ['STORAGE', 'ftp'],
    ['S3_ENDPOINT', 'minio:9000'],
    ['S3_FORCE_PATH_STYLE', 'yes'],
    ['S3_BUCKET', 'my/bucket'],
    ['ENCRYPTION_KEY', 'short'],
    ['WEBHOOK_ALLOW_HOSTS', 'hooks.example.com/path'],
    ['GOOGLE_SHEETS_URL', 'sheets.googleapis.com'],
    ['BENCH_SUBMISSION_WRITER', 'batch'],
  ])('stops on a bad %s naming the variable', (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [variable]: value })).toThrow(new RegExp(variable));
  });

  it('reads the hosts webhooks may reach as a lower-case list, brackets off', () => {
    expect(loadConfig({}).webhookAllowHosts).toEqual([]);
    expect(loadConfig({ WEBHOOK_ALLOW_HOSTS: '127.0.0.1, Hooks.Internal ,[::1]' }).webhookAllowHosts).toEqual([
      '127.0.0.1',
      'hooks.internal',
      '::1',
    ]);
  });

  it("points the Google integrations at Google's hosts unless told otherwise", () => {
    expect(loadConfig({}).google).toMatchObject({
      authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      sheetsUrl: 'https://sheets.googleapis.com',
      apiUrl: 'https://www.googleapis.com',
    });
    expect(loadConfig({ GOOGLE_SHEETS_URL: 'http://127.0.0.1:9/' }).google.sheetsUrl).toBe('http://127.0.0.1:9');
  });

  it("writes PostgreSQL's submissions in one statement unless the intake bench asks for the general path", () => {
    expect(loadConfig({}).submissionWriter).toBe('statement');
    expect(loadConfig({ BENCH_SUBMISSION_WRITER: 'transaction' }).submissionWriter).toBe('transaction');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '' })).toMatchObject({
      databaseUrl: undefined,
      smtpUrl: undefined,
    });
  });

  describe('upload storage', () => {
    const s3 = { STORAGE: 's3', S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret' };

    it('is the disk by default, with no S3 settings even when some are set', () => {
      expect(loadConfig({})).toMatchObject({ storage: 'disk', s3: undefined });
      expect(loadConfig({ S3_BUCKET: 'uploads' })).toMatchObject({ storage: 'disk', s3: undefined });
    });

    it('talks to AWS itself in us-east-1 with virtual-hosted buckets when no endpoint is given', () => {
      expect(loadConfig(s3)).toMatchObject({
        storage: 's3',
        s3: {
          endpoint: undefined,
          region: 'us-east-1',
          bucket: 'uploads',
          accessKeyId: 'AKIAEXAMPLE',
          secretAccessKey: 'secret',
          forcePathStyle: false,
        },
      });
    });

    it('puts the bucket in the path for a self-hosted endpoint unless told otherwise', () => {
      const minio = { ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'eu-west-3' };
      expect(loadConfig(minio).s3).toMatchObject({
        endpoint: 'http://127.0.0.1:9000',
        region: 'eu-west-3',
        forcePathStyle: true,
      });
      expect(loadConfig({ ...minio, S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle).toBe(false);
      expect(loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'true' }).s3?.forcePathStyle).toBe(true);
      expect(loadConfig({ ...s3, S3_REGION: '' }).s3?.region).toBe('us-east-1');
    });

    it.each(['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])(
      'stops when STORAGE=s3 has no %s, naming it',
      (variable) => {
        for (const missing of [
          { ...s3, [variable]: undefined },
          { ...s3, [variable]: ' ' },
        ]) {
          expect(() => loadConfig(missing)).toThrow(ConfigError);
          expect(() => loadConfig(missing)).toThrow(new RegExp(`${variable}: is required when STORAGE=s3`));
        }
      },
    );

    it('names every missing S3 variable at once', () => {
      const error = (() => {
        try {
          loadConfig({ STORAGE: 's3' });
        } catch (e) {
          return e;
        }
      })();
      expect(error).toBeInstanceOf(ConfigError);
      expect(String(error)).toMatch(/S3_BUCKET[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/);
    });
  });
});
