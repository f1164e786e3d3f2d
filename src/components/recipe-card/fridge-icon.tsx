import React from "react";

type FridgeIconProps = { className?: string };

export const FridgeIcon = ({ className }: FridgeIconProps) => (
  <svg
    className={className}
    viewBox="0 0 24 24"
    aria-hidden="true"
    focusable="false"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <rect x="5" y="2" width="14" height="20" rx="2.5" />
    <path d="M5 10h14M8.5 5.5v2M8.5 13v3" />
  </svg>
);
