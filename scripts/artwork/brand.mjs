// @ts-check
// The brand palette and type the artwork shares with the site's design tokens.

export const BRAND = {
  bg: "#fffaf3",
  brand: "#c2410c",
  brandStrong: "#9a3412",
  brandSoft: "#ffedd5",
  herb: "#3f6212",
  herbSoft: "#ecfccb",
  text: "#2a1d14",
  muted: "#6b5546",
  border: "#ecdccb",
};

export const FONT_STACK = "'Liberation Sans', 'DejaVu Sans', sans-serif";
