import type { ReactNode } from 'react';

/**
 * The few pictures the light sign-in page shows, drawn here (24-unit squares, in the text's colour)
 * so that the page needs no icon library: the language, the password's eye, the padlock, the
 * toasts' signs and their close cross, the menu's tick.
 */
const Icon = ({ size, children, className }: { size: number | string; children: ReactNode; className?: string }) => (
  <svg viewBox="0 0 24 24" width={size} height={size} className={className} aria-hidden="true" focusable="false">
    {children}
  </svg>
);

type TIconProps = { size?: number | string; className?: string };

const line = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** A lens with its iris: the eye, filled, the ring left open (even-odd). */
const EYE = 'M1.5 12Q12 -3 22.5 12Q12 27 1.5 12ZM12 7a5 5 0 1 0 0.01 0ZM12 9.2a2.8 2.8 0 1 0 0.01 0Z';

export const LanguageIcon = ({ size = 20, className }: TIconProps) => (
  <Icon size={size} className={className}>
    <path {...line} d="M2.5 5.5h10.5M7.5 3v2.5M11 5.5c-1.2 4.6-4 8.2-8 10.6M5.6 9.4c1.4 2.6 3.5 4.6 5.9 5.9M13.2 21l4.3-10.5L21.8 21M14.8 17.3h5.4" />
  </Icon>
);

export const CheckIcon = ({ size = 20, className }: TIconProps) => (
  <Icon size={size} className={className}>
    <path {...line} strokeWidth={2.2} d="m5 12.5 4.5 4.5L19 7.5" />
  </Icon>
);

export const EyeIcon = ({ size = 24, className }: TIconProps) => (
  <Icon size={size} className={className}>
    <path fill="currentColor" fillRule="evenodd" d={EYE} />
  </Icon>
);

/** The eye struck through: a slash with a gap of the field's white on either side. */
export const EyeOffIcon = ({ size = 24, className }: TIconProps) => (
  <Icon size={size} className={className}>
    <path fill="currentColor" fillRule="evenodd" d={EYE} />
    <path {...line} stroke="#ffffff" strokeWidth={5} d="M3.5 3.5l17 17" />
    <path {...line} d="M3.5 3.5l17 17" />
  </Icon>
);

export const LockIcon = ({ size = '1rem', className }: TIconProps) => (
  <Icon size={size} className={className}>
    <rect {...line} x="5" y="10" width="14" height="11" rx="2" />
    <path {...line} d="M8 10V7.5a4 4 0 0 1 8 0V10" />
    <circle cx="12" cy="15.5" r="1.6" fill="currentColor" />
  </Icon>
);

export const CloseIcon = ({ size = 20, className }: TIconProps) => (
  <Icon size={size} className={className}>
    <path {...line} d="M6.5 6.5l11 11M17.5 6.5l-11 11" />
  </Icon>
);

/** The toasts' signs, one a severity: a ring with "!", a ring with a tick, a triangle with "!", a ring with "i". */
export const SeverityIcon = ({ severity, size = 22 }: { severity: 'success' | 'error' | 'warning' | 'info'; size?: number }) => (
  <Icon size={size}>
    {severity === 'warning' ? <path {...line} d="M12 3.5 2.5 20h19Z" /> : <circle {...line} cx="12" cy="12" r="9" />}
    {severity === 'success' && <path {...line} d="m7.5 12.3 3 3 6-6.3" />}
    {severity === 'info' && <path {...line} d="M12 11v5.5" />}
    {severity === 'info' && <circle cx="12" cy="7.8" r="1.3" fill="currentColor" />}
    {severity === 'error' && <path {...line} d="M12 7v6" />}
    {severity === 'error' && <circle cx="12" cy="16.6" r="1.3" fill="currentColor" />}
    {severity === 'warning' && <path {...line} d="M12 9.5v4.5" />}
    {severity === 'warning' && <circle cx="12" cy="17" r="1.3" fill="currentColor" />}
  </Icon>
);

/** The Presidio mark, as the app's Logo draws it (components/Logo.tsx), with its own gradient's id. */
export const ShieldMark = ({ size = 44 }: { size?: number }) => (
  <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false">
    <defs>
      <linearGradient id="signin-shield" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#1f5f99" />
        <stop offset="1" stopColor="#16324f" />
      </linearGradient>
    </defs>
    <path d="M16 2.5 4.5 6.8v8.4c0 7.3 4.9 12.2 11.5 14.3 6.6-2.1 11.5-7 11.5-14.3V6.8L16 2.5Z" fill="url(#signin-shield)" />
    <path d="M16 5.4 7.4 8.6v6.6c0 5.6 3.6 9.5 8.6 11.3V5.4Z" fill="#ffffff" opacity="0.12" />
    <path d="m10.6 15.8 3.7 3.7 7.2-7.6" fill="none" stroke="#7fe0c9" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);
