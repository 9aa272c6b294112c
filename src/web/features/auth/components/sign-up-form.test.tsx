import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '@common/limits';
import { renderPage, textOf } from '@web/test-utils/render-page';
import { describe, expect, it, vi } from 'vitest';
import { useValidationMessage } from '../hooks/use-validation-message';
import { type SignUpValues, signUpSchema } from '../lib/schemas';

// The auth client reads window.location at import; nothing here calls it.
vi.mock('@web/lib/auth-client', () => ({ authClient: {} }));

const valid: SignUpValues = { name: 'Ada', email: 'ada@example.com', password: 'a long enough password' };

/** What the sign-up form shows under its fields for these values: the schema's keys, in words. */
function FieldMessages({ values }: { values: SignUpValues }) {
  const message = useValidationMessage();
  const result = signUpSchema.safeParse(values);
  if (result.success) return <p>valid</p>;
  return (
    <ul>
      {result.error.issues.map((issue) => (
        <li key={issue.path.join('.')}>{`${issue.path.join('.')}: ${message(issue.message)}`}</li>
      ))}
    </ul>
  );
}

// An address of exactly `length` characters that is otherwise valid.
const emailOfLength = (length: number) => `${'a'.repeat(64)}@${'b'.repeat(length - 64 - 1 - 4)}.com`;

describe('the sign-up form holds the server limits', () => {
  it(`accepts a name of ${NAME_MAX_LENGTH} characters and refuses one more, saying the limit`, async () => {
    expect(signUpSchema.safeParse({ ...valid, name: 'n'.repeat(NAME_MAX_LENGTH) }).success).toBe(true);
    const text = textOf(
      await renderPage(<FieldMessages values={{ ...valid, name: 'n'.repeat(NAME_MAX_LENGTH + 1) }} />),
    );
    expect(text).toBe(`name: Your name can be at most ${NAME_MAX_LENGTH} characters.`);
  });

  it('counts the name after trimming, as the form sends it', () => {
    expect(signUpSchema.safeParse({ ...valid, name: ` ${'n'.repeat(NAME_MAX_LENGTH)} ` }).success).toBe(true);
  });

  it(`refuses an email address over ${EMAIL_MAX_LENGTH} characters with its own message`, async () => {
    expect(emailOfLength(EMAIL_MAX_LENGTH)).toHaveLength(EMAIL_MAX_LENGTH);
    expect(signUpSchema.safeParse({ ...valid, email: emailOfLength(EMAIL_MAX_LENGTH) }).success).toBe(true);
    const text = textOf(
      await renderPage(<FieldMessages values={{ ...valid, email: emailOfLength(EMAIL_MAX_LENGTH + 1) }} />),
    );
    expect(text).toBe(`email: An email address can be at most ${EMAIL_MAX_LENGTH} characters.`);
  });

  it('says the limits in Thai', async () => {
    const text = textOf(
      await renderPage(
        <FieldMessages
          values={{
            ...valid,
            name: 'น'.repeat(NAME_MAX_LENGTH + 1),
            email: emailOfLength(EMAIL_MAX_LENGTH + 1),
          }}
        />,
        { language: 'th' },
      ),
    );
    expect(text).toContain(`ชื่อของคุณยาวได้ไม่เกิน ${NAME_MAX_LENGTH} ตัวอักษร`);
    expect(text).toContain(`อีเมลยาวได้ไม่เกิน ${EMAIL_MAX_LENGTH} ตัวอักษร`);
  });

  it('still renders the form', async () => {
    const { SignUpForm } = await import('./sign-up-form');
    const text = textOf(await renderPage(<SignUpForm />, { path: '/account?mode=register' }));
    expect(text).toContain('Name');
    expect(text).toContain('Create Account');
  });
});
