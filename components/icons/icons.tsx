import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

const base = (size: number, props: SVGProps<SVGSVGElement>) => ({
  width: size,
  height: size,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
  ...props,
});

export const PhoneIcon = ({ size = 20, ...props }: IconProps) => (
  <svg {...base(size, props)}>
    <path d="M5 3h3.5l1.8 4.5-2.3 1.4a11 11 0 0 0 7.1 7.1l1.4-2.3L21 15.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z" />
  </svg>
);

export const MailIcon = ({ size = 20, ...props }: IconProps) => (
  <svg {...base(size, props)}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </svg>
);

export const CartIcon = ({ size = 24, ...props }: IconProps) => (
  <svg {...base(size, props)}>
    <path d="M3 4h2l2.4 11h10.8L21 8H6.2" />
    <circle cx="9.5" cy="19.5" r="1.5" />
    <circle cx="17" cy="19.5" r="1.5" />
  </svg>
);

export const SearchIcon = ({ size = 20, ...props }: IconProps) => (
  <svg {...base(size, props)}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </svg>
);

export const MenuIcon = ({ size = 24, ...props }: IconProps) => (
  <svg {...base(size, props)}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </svg>
);

export const CloseIcon = ({ size = 24, ...props }: IconProps) => (
  <svg {...base(size, props)}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);

export const ChevronDownIcon = ({ size = 16, ...props }: IconProps) => (
  <svg {...base(size, props)}>
    <path d="M6 9l6 6 6-6" />
  </svg>
);

export const ChevronRightIcon = ({ size = 16, ...props }: IconProps) => (
  <svg {...base(size, props)}>
    <path d="M9 6l6 6-6 6" />
  </svg>
);

export const ArrowLeftIcon = ({ size = 20, ...props }: IconProps) => (
  <svg {...base(size, props)}>
    <path d="M19 12H5M11 18l-6-6 6-6" />
  </svg>
);

export const ChatIcon = ({ size = 24, ...props }: IconProps) => (
  <svg {...base(size, props)}>
    <path d="M4 5h16v11H9l-5 4z" />
    <path d="M8 10h8M8 13h5" />
  </svg>
);

export const CalculatorIcon = ({ size = 18, ...props }: IconProps) => (
  <svg {...base(size, props)}>
    <rect x="5" y="3" width="14" height="18" rx="2" />
    <path d="M8 7h8M8 11h2M12 11h2M16 11v0M8 15h2M12 15h2M8 18h2M12 18h4" />
  </svg>
);

const brand = (size: number, props: SVGProps<SVGSVGElement>) => ({
  ...base(size, props),
  fill: 'currentColor',
  stroke: 'none',
});

export const FacebookIcon = ({ size = 20, ...props }: IconProps) => (
  <svg {...brand(size, props)}>
    <path d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4A20 20 0 0 0 14.3 4c-2.2 0-3.8 1.4-3.8 3.9v2.6H8v3h2.5V21z" />
  </svg>
);

export const InstagramIcon = ({ size = 20, ...props }: IconProps) => (
  <svg {...base(size, props)}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
  </svg>
);

export const ViberIcon = ({ size = 20, ...props }: IconProps) => (
  <svg {...base(size, props)}>
    <path d="M12 3c5 0 8 2.3 8 7.5S17 18 12 18c-.8 0-1.6-.1-2.3-.2L6.5 21v-3.9C4.7 15.9 4 13.6 4 10.5 4 5.3 7 3 12 3z" />
    <path
      d="M9.5 8.5c.3 2.6 2.4 4.7 5 5l1-1.1-1.6-1-.9.6a3.5 3.5 0 0 1-1.9-1.9l.6-.9-1-1.6z"
      fill="currentColor"
      stroke="none"
    />
  </svg>
);

export const WhatsAppIcon = ({ size = 20, ...props }: IconProps) => (
  <svg {...base(size, props)}>
    <path d="M4 20l1.3-4A8 8 0 1 1 8.2 19z" />
    <path
      d="M9 8.5c.2 3 3.4 6.3 6.5 6.5l.9-1.4-1.8-.9-.9.7a4 4 0 0 1-2.1-2.1l.7-.9-.9-1.8z"
      fill="currentColor"
      stroke="none"
    />
  </svg>
);

/** Payment-card marks drawn in-house (no third-party image), shown in the footer. */
export const VisaMark = (props: SVGProps<SVGSVGElement>) => (
  <svg width="56" height="36" viewBox="0 0 56 36" role="img" aria-label="Visa" {...props}>
    <rect width="56" height="36" rx="5" fill="#fff" />
    <text
      x="28"
      y="24"
      textAnchor="middle"
      fontFamily="Inter, Arial, sans-serif"
      fontSize="15"
      fontStyle="italic"
      fontWeight="800"
      fill="#1a1f71"
    >
      VISA
    </text>
  </svg>
);

export const MastercardMark = (props: SVGProps<SVGSVGElement>) => (
  <svg width="56" height="36" viewBox="0 0 56 36" role="img" aria-label="Mastercard" {...props}>
    <rect width="56" height="36" rx="5" fill="#fff" />
    <circle cx="23" cy="18" r="9" fill="#eb001b" />
    <circle cx="33" cy="18" r="9" fill="#f79e1b" fillOpacity="0.9" />
    <path d="M28 10.5a9 9 0 0 1 0 15 9 9 0 0 1 0-15z" fill="#ff5f00" />
  </svg>
);

export const MaestroMark = (props: SVGProps<SVGSVGElement>) => (
  <svg width="56" height="36" viewBox="0 0 56 36" role="img" aria-label="Maestro" {...props}>
    <rect width="56" height="36" rx="5" fill="#fff" />
    <circle cx="23" cy="18" r="9" fill="#0099df" />
    <circle cx="33" cy="18" r="9" fill="#e0001b" fillOpacity="0.9" />
    <path d="M28 10.5a9 9 0 0 1 0 15 9 9 0 0 1 0-15z" fill="#6c6bbd" />
  </svg>
);
