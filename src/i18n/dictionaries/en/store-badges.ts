export const storeBadges = {
  /** Each badge's words, as the store's own badge for the language says them. */
  appStore: "Download on the App Store",
  googlePlay: "Get it on Google Play",
  opensInNewTab: "{label} (opens in a new tab)",
  qrCaption: "Scan with your phone",
  qrLabel: "QR code: open {productName} on your phone",
  /** The offer beside a recipe. */
  appOffer: {
    heading: "Cook it in {productName}",
    text: "Save {recipeName} in {productName}, see which of its ingredients are already in your fridge and pantry, and put the rest on your grocery list.",
  },
} as const;
