// The roles a member can hold in a business: a plain list the schema, the domain and the browser's components
// share (importing it pulls in no table definitions).
export const MEMBER_ROLES = ['owner', 'manager', 'staff'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
