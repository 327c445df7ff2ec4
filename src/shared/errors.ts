export const ERROR_CODES = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  /** Signed in with a temporary password: only me, change-password and signout answer. */
  PASSWORD_CHANGE_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** Clocking with a position before accepting the notice on it (attendance). */
  NOTICE_REQUIRED: 409,
  /** Clocking without a position where the company requires one (attendance). */
  POSITION_REQUIRED: 409,
  /** Clocking in on a day of the worker's own sick leave: asked again with `backFromSickLeave` (attendance). */
  SICK_LEAVE_OPEN: 409,
  /** An offline clocking sent later than the company's limit allows (attendance). */
  OFFLINE_TOO_OLD: 409,
  /** An upload above UPLOAD_MAX_MB. */
  TOO_LARGE: 413,
  /** An Idempotency-Key sent again with another request than the one it was first used with. */
  IDEMPOTENCY_MISMATCH: 422,
  /** An assignment the law or another shift forbids (workforce): `reasons` say why. */
  ASSIGNMENT_REFUSED: 409,
  /** An assignment past a rule the company refuses: allowed with an `overrideReason` (audited). */
  OVERRIDE_REQUIRED: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The body of every error answer. `errors` maps a field to its message, for forms. */
export interface TErrorBody {
  message: string;
  code?: ErrorCode;
  errors?: Record<string, string>;
  /** Why an assignment was refused (workforce): each check, already in the caller's language. */
  reasons?: Array<{ code: string; level: string; overridable: boolean; message: string; params?: Record<string, string | number> }>;
  requestId?: string;
}
