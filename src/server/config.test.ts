import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'someday-config-'));

describe('configuration', () => {
  it('runs in demo mode with defaults and a generated secret kept in the data folder', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first).toMatchObject({
      mode: 'demo',
      port: 3000,
      host: '127.0.0.1',
      baseUrl: 'http://localhost:3000',
    });
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(first.authSecret);
  });

  it('refuses production without BASE_URL, BETTER_AUTH_SECRET and SMTP_URL, naming each', () => {
    let problems: string[] = [];
    try {
      loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      problems = (error as ConfigError).problems;
    }
    expect(problems).toEqual([
      'BASE_URL: is required in production',
      'BETTER_AUTH_SECRET: is required in production',
      'SMTP_URL: is required in production',
    ]);
  });

  it('names bad values: a short secret, a non-URL base, a wrong database URL', () => {
    expect(() =>
      loadConfig({
        BETTER_AUTH_SECRET: 'short',
        BASE_URL: 'not a url',
        DATABASE_URL: 'mysql://x',
        DATA_DIR: dataDir(),
      }),
    ).toThrow(
      /BASE_URL: .*\nDATABASE_URL: must be a postgres:\/\/ URL\nBETTER_AUTH_SECRET: must be at least 32 characters/,
    );
  });

  it('turns a sign-in or payment provider on only with all its variables, naming the missing ones', () => {
    expect(() =>
      loadConfig({ GOOGLE_CLIENT_ID: 'google-id', STRIPE_SECRET_KEY: 'sk_live_x', DATA_DIR: dataDir() }),
    ).toThrow(
      'GOOGLE_CLIENT_SECRET: is required when GOOGLE_CLIENT_ID is set\nSTRIPE_WEBHOOK_SECRET: is required when STRIPE_SECRET_KEY is set\nSTRIPE_PRICE_ID: is required when STRIPE_SECRET_KEY is set',
    );
    const config = loadConfig({
      GITHUB_CLIENT_ID: 'gh-id',
      GITHUB_CLIENT_SECRET: 'gh-secret',
      OIDC_ISSUER: 'https://login.example/',
      OIDC_CLIENT_ID: 'oidc-id',
      OIDC_CLIENT_SECRET: 'oidc-secret',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PRICE_ID: 'price_x',
      DATA_DIR: dataDir(),
    });
    expect(config.socialProviders).toEqual({
      github: { clientId: 'gh-id', clientSecret: 'gh-secret' },
      oidc: {
        issuer: 'https://login.example',
        clientId: 'oidc-id',
        clientSecret: 'oidc-secret',
        name: 'SSO',
      },
    });
    expect(config.stripe).toEqual({ secretKey: 'sk_test_x', webhookSecret: 'whsec_x', priceId: 'price_x' });
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({ socialProviders: {}, stripe: undefined });
  });

  it('turns the AI model engine on with an endpoint and a model, the key optional', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).ai).toBeUndefined();
    expect(() => loadConfig({ AI_MODEL: 'llama3.2', DATA_DIR: dataDir() })).toThrow(
      'AI_BASE_URL: is required when AI_MODEL is set',
    );
    expect(() => loadConfig({ AI_BASE_URL: 'ollama', AI_MODEL: 'llama3.2', DATA_DIR: dataDir() })).toThrow(
      'AI_BASE_URL: must be an absolute http(s) URL',
    );
    const local = { AI_BASE_URL: 'http://127.0.0.1:11434/v1/', AI_MODEL: 'llama3.2', DATA_DIR: dataDir() };
    expect(loadConfig(local).ai).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'llama3.2',
      apiKey: undefined,
    });
    expect(loadConfig({ ...local, AI_API_KEY: 'sk-x' }).ai?.apiKey).toBe('sk-x');
  });

  it('reads TRUST_PROXY as a hop count or address ranges, and names a bad value', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toBeNull();
    expect(loadConfig({ TRUST_PROXY: '1', DATA_DIR: dataDir() }).trustProxy).toEqual({ hops: 1 });
    const ranges = loadConfig({ TRUST_PROXY: '10.0.0.0/8,::1', DATA_DIR: dataDir() }).trustProxy;
    expect(ranges && 'ranges' in ranges ? ranges.ranges.length : 0).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'the proxy', DATA_DIR: dataDir() })).toThrow(
      'TRUST_PROXY: "the proxy" is not an address or CIDR range',
    );
  });

  it('accepts a complete production configuration', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      BASE_URL: 'https://someday.example/',
      BETTER_AUTH_SECRET: 'x'.repeat(32),
      SMTP_URL: 'smtp://mail.example:587',
      DATA_DIR: dataDir(),
    });
    expect(config).toMatchObject({ mode: 'production', baseUrl: 'https://someday.example', host: '0.0.0.0' });
  });

  it('the server process prints one line per missing variable and exits non-zero', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        DATA_DIR: dataDir(),
        BETTER_AUTH_SECRET: 'too short',
      },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'config: BETTER_AUTH_SECRET: must be at least 32 characters',
      'config: BASE_URL: is required in production',
      'config: SMTP_URL: is required in production',
    ]);
  });
});
