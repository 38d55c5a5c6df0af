import { submitRegistration, webSessionIdForRequest, type RegistrationRequest } from './submit-registration';

const request: RegistrationRequest = {
  locale: 'deDE',
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana@example.com',
  password: 'Secret123',
  acceptedNewsletter: false,
  consents: { termsAndConditions: true, privacy: true, marketing: false },
};
const answer = (status: number, body: unknown) =>
  jest.fn().mockResolvedValue({ ok: status >= 200 && status < 300, status, json: async () => body });

describe('submitRegistration', () => {
  it('is registered only for the contract answer', async () => {
    expect(await submitRegistration(request, answer(201, { firstName: 'Ana' }))).toBe('registered');
    expect(await submitRegistration(request, answer(200, undefined))).toBe('failed');
    expect(await submitRegistration(request, answer(500, {}))).toBe('failed');
    expect(await submitRegistration(request, jest.fn().mockRejectedValue(new TypeError('reset')))).toBe('failed');
  });

  it('posts the body as JSON to the registrations endpoint', async () => {
    const send = answer(201, { firstName: 'Ana' });
    await submitRegistration(request, send);
    expect(send).toHaveBeenCalledWith('/api/v1/registrations', expect.objectContaining({ method: 'POST', body: JSON.stringify(request) }));
  });

  it('does not call while offline', async () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const send = answer(201, {});
    expect(await submitRegistration(request, send)).toBe('offline');
    expect(send).not.toHaveBeenCalled();
    onLine.mockRestore();
  });
});

describe('webSessionIdForRequest', () => {
  it('passes a 21-character WSID and drops anything else', () => {
    expect(webSessionIdForRequest('V1StGXR8_Z5jdHi6B-myT')).toBe('V1StGXR8_Z5jdHi6B-myT');
    expect(webSessionIdForRequest(undefined)).toBeUndefined();
    expect(webSessionIdForRequest('<script>alert(1)</script>xx')).toBeUndefined();
    expect(webSessionIdForRequest('short')).toBeUndefined();
  });
});
