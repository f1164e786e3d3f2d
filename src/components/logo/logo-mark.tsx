type LogoMarkProps = { className?: string };

export const LogoMark = ({ className }: LogoMarkProps) => (
  <svg
    xmlns="http://www.w3.org/2000/svg"
    viewBox="0 0 64 64"
    aria-hidden="true"
    focusable="false"
    className={className}
  >
    <path d="M11 36H53V47A11 11 0 0 1 42 58H22A11 11 0 0 1 11 47Z" fill="#c2410c" />
    <rect x="3.5" y="37.5" width="10" height="6" rx="3" fill="#c2410c" />
    <rect x="50.5" y="37.5" width="10" height="6" rx="3" fill="#c2410c" />
    <path d="M10 31C10 22.5 20 18 32 18S54 22.5 54 31Z" fill="#9a3412" />
    <rect x="7" y="29.5" width="50" height="5" rx="2.5" fill="#9a3412" />
    <path d="M32 19V13" stroke="#3f6212" strokeWidth="2.6" strokeLinecap="round" />
    <path d="M32 14.5C31 9 26 6.5 19.5 7.5C20 13.5 25 16.5 32 14.5Z" fill="#65a30d" />
    <path d="M32 13C33.5 7 39.5 4.5 46.5 6C45.5 13 39.5 16 32 13Z" fill="#3f6212" />
    <path
      d="M17 40.5V47.5A5.5 5.5 0 0 0 20.5 52.6"
      stroke="#fffaf3"
      strokeWidth="2.6"
      strokeLinecap="round"
      fill="none"
      opacity="0.5"
    />
  </svg>
);
