// Domain errors know nothing of HTTP: lib/api maps each code to a status (README: API rules in short).

export type DomainErrorCode =
  | 'validation_failed'
  | 'not_found'
  | 'conflict'
  | 'insufficient_stock'
  | 'entitlement_required'
  | 'invalid_state'
  // Publishing (a site, a draft, an open shop) while no owner of the business has verified their e-mail address:
  | 'email_not_verified'
  // A link's token (e-mail verification, password reset, invitation) that is unknown, used or expired:
  | 'invalid_token'
  // An upload refused for its size (413) or its content type (415), e.g. by the media library:
  | 'payload_too_large'
  | 'unsupported_media_type';

export type ErrorDetail = { path: string; message: string };

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly extra: { details?: ErrorDetail[]; [key: string]: unknown } = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = (what: string) => new DomainError('not_found', `${what} not found`);

export const invalid = (path: string, message: string) =>
  new DomainError('validation_failed', message, { details: [{ path, message }] });
