export const getApp = {
  /** The /get page's heading and title. */
  title: "Get {productName} on your phone",
  description: "Download {productName} for iPhone, iPad or Android.",
  lede: "{productName} is on the App Store for iPhone and iPad, and on Google Play for Android.",
  toAppStore: "Opening the App Store… If it does not open, tap its badge below.",
  toPlayStore: "Opening Google Play… If it does not open, tap its badge below.",
  phoneExplanation:
    "Open this link on a phone and it goes straight to the right store: the App Store on an iPhone or iPad, Google Play on Android.",
} as const;
