// @vitest-environment happy-dom
import { renderInteractive } from '@web/test-utils/render-interactive';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TwoFactorChallenge } from '../lib/two-factor';
import { TwoFactorStep } from './two-factor-step';

const client = vi.hoisted(() => ({
  verifyTotp: vi.fn(),
  verifyBackupCode: vi.fn(),
  verifyOtp: vi.fn(),
  sendOtp: vi.fn(),
}));
// The auth client is the network; each test says what the server answers.
vi.mock('@web/lib/auth-client', () => ({ authClient: { twoFactor: client } }));

const ok = { data: { user: { id: 'u1' } }, error: null };
const refused = (status: number, code: string) => ({
  data: null,
  error: { status, statusText: 'x', code, message: code },
});

beforeEach(() => {
  for (const call of Object.values(client)) call.mockReset();
  client.sendOtp.mockResolvedValue({ data: { status: true }, error: null });
});

async function openStep(challenge: TwoFactorChallenge = { methods: ['totp', 'otp'] }) {
  const onVerified = vi.fn();
  const onCancel = vi.fn();
  const view = await renderInteractive(
    <TwoFactorStep challenge={challenge} onVerified={onVerified} onCancel={onCancel} />,
  );
  return { ...view, onVerified, onCancel, verify: view.getByRole('button', { name: 'Verify' }) };
}

describe('the two-step verification step', () => {
  it('asks for the six digits before sending anything', async () => {
    const { user, verify, getByLabelText, findByText, queryByText } = await openStep();
    await user.click(verify);
    expect(await findByText('Please enter the 6-digit code.')).toBeTruthy();
    await user.type(getByLabelText('Authentication code'), '123');
    await user.click(verify);
    expect(queryByText('Please enter the 6-digit code.')).toBeTruthy();
    expect(client.verifyTotp).not.toHaveBeenCalled();
  });

  it('checks the authenticator code, trusting the device when asked, and then lets the user in', async () => {
    client.verifyTotp.mockResolvedValueOnce(ok);
    const { user, verify, getByLabelText, onVerified } = await openStep();
    await user.type(getByLabelText('Authentication code'), '654321');
    await user.click(getByLabelText('Trust this device for 30 days'));
    await user.click(verify);
    await vi.waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
    expect(client.verifyTotp).toHaveBeenCalledWith({ code: '654321', trustDevice: true });
  });

  it('says a wrong code is wrong and stays on the step', async () => {
    client.verifyTotp.mockResolvedValueOnce(refused(401, 'INVALID_CODE'));
    const { user, verify, getByLabelText, findByRole, onVerified } = await openStep();
    await user.type(getByLabelText('Authentication code'), '000000');
    await user.click(verify);
    expect((await findByRole('alert')).textContent).toContain(
      'That code is not valid. Check it and try again.',
    );
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('switches to a backup code, which has letters, and sends it to its own endpoint', async () => {
    client.verifyBackupCode.mockResolvedValueOnce(ok);
    const { user, verify, getByRole, getByLabelText, onVerified } = await openStep();
    await user.click(getByRole('button', { name: 'Use a backup code instead' }));
    await user.type(getByLabelText('Backup code'), 'abcd-efgh');
    await user.click(verify);
    await vi.waitFor(() => expect(onVerified).toHaveBeenCalled());
    expect(client.verifyBackupCode).toHaveBeenCalledWith({ code: 'abcd-efgh', trustDevice: false });
    expect(client.verifyTotp).not.toHaveBeenCalled();
  });

  it('mails a code when asked for one, and can send a new one', async () => {
    const { user, getByRole, findByText } = await openStep();
    await user.click(getByRole('button', { name: 'Email me a code instead' }));
    expect(await findByText('We sent a 6-digit code to your email address. Enter it below.')).toBeTruthy();
    expect(client.sendOtp).toHaveBeenCalledTimes(1);
    await user.click(getByRole('button', { name: 'Send a new code' }));
    expect(await findByText('A new code is on its way.')).toBeTruthy();
    expect(client.sendOtp).toHaveBeenCalledTimes(2);
  });

  it('sends the mail at once when it is the only second factor', async () => {
    const { findByText } = await openStep({ methods: ['otp'] });
    expect(await findByText('We sent a 6-digit code to your email address. Enter it below.')).toBeTruthy();
    expect(client.sendOtp).toHaveBeenCalledTimes(1);
  });

  it('goes back to the password form, and restarts it when the first step has run out', async () => {
    client.verifyTotp.mockResolvedValueOnce(refused(401, 'INVALID_TWO_FACTOR_COOKIE'));
    const { user, verify, getByRole, getByLabelText, onCancel } = await openStep();
    await user.type(getByLabelText('Authentication code'), '111111');
    await user.click(verify);
    await vi.waitFor(() => expect(onCancel).toHaveBeenCalledWith('expired'));
    await user.click(getByRole('button', { name: 'Back to sign in' }));
    expect(onCancel).toHaveBeenLastCalledWith();
  });
});
