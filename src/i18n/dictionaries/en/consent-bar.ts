export const consentBar = {
  /** The bar's name, and the footer's button that reopens it. */
  label: "Privacy choices",
  /** Each purpose as the bar and the policy name it. */
  purposes: {
    analytics: "count your visit with Mixpanel analytics",
    session_replay:
      "record how you move through the pages with Mixpanel session replay, with every text and input hidden",
  },
  /** Between two purposes. */
  and: ", and ",
  /** The question, naming the one purpose this build asks about, or both. */
  askOne:
    "May we {purposes}, to improve this site? Nothing is recorded or stored for analytics unless you agree.",
  askBoth:
    "May we {purposes}, to improve this site? Nothing is recorded or stored for either unless you agree.",
  signal:
    "Your browser asks sites not to track you (Global Privacy Control or Do Not Track), so this site records no analytics. Requests you send us yourself, such as a deletion request, still reach us.",
  agree: "Allow analytics",
  decline: "Decline analytics",
  close: "Close",
  policy: "How we use analytics",
} as const;
