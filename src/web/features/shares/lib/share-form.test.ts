import { describe, expect, it } from 'vitest';
import { checkShareForm } from './share-form';

const form = (title: string, description = '') => checkShareForm({ title, description, expiresInDays: 30 });

describe('the share form', () => {
  it('sends a trimmed title, no empty description, and the chosen expiry', () => {
    expect(checkShareForm({ title: '  Reef dive  ', description: '   ', expiresInDays: null })).toEqual({
      ok: true,
      input: { title: 'Reef dive', description: null, expiresInDays: null },
    });
  });

  it('asks for a title', () => {
    expect(form('   ')).toEqual({ ok: false, title: { key: 'titleRequired' }, description: null });
  });

  it('names the server limits of 200 and 1000 characters', () => {
    expect(form('t'.repeat(200), 'd'.repeat(1000)).ok).toBe(true);
    expect(form('t'.repeat(201), 'd'.repeat(1001))).toEqual({
      ok: false,
      title: { key: 'titleTooLong', max: 200 },
      description: { key: 'descriptionTooLong', max: 1000 },
    });
    expect(form('Reef dive', 'd'.repeat(1001))).toEqual({
      ok: false,
      title: null,
      description: { key: 'descriptionTooLong', max: 1000 },
    });
  });
});
