import type { SiteConfig } from "../../src/config/site-config";

/** What a production build tells the deployer: nothing can leave the site, or the policy lacks a fact. */
export const analyticsBuildWarning = ({
  enabled,
  token,
  retentionMonths,
}: SiteConfig["analytics"]): string | undefined => {
  const consequence =
    "This build counts no visits, and the data-deletion form cannot send requests: it only " +
    "prepares an email for each visitor to send to the contact address themselves.";
  if (token === "") {
    return `GATSBY_MIXPANEL_TOKEN is not set. ${consequence} Set GATSBY_MIXPANEL_TOKEN to your Mixpanel project token before building.`;
  }
  if (!enabled) {
    return `GATSBY_ANALYTICS_ENABLED is off. ${consequence} Remove it or set it to true to turn analytics on.`;
  }
  if (retentionMonths === null) {
    return (
      "GATSBY_ANALYTICS_RETENTION_MONTHS is not set, so the privacy policy can only say that events " +
      "are kept as long as your Mixpanel project's data retention allows. Set it to that retention, " +
      "in months (Mixpanel: Project settings), to state it."
    );
  }
  return undefined;
};
