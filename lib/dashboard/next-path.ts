// Where signing in may lead back to: a dashboard path or an invitation's accept page; never another origin.
export const safeNext = (value: unknown): string | null =>
  typeof value === 'string' && /^\/(dashboard(\/|$)|invitations\/[0-9A-Za-z]+$)/.test(value) ? value : null;
