import React from "react";
import { PageSection } from "../components/page-section/page-section";
import { lazyHead } from "../components/seo/lazy-head";
import { followWithinSite } from "../components/server-kept/follow-within-site";
import { keptFromServer } from "../components/server-kept/server-kept";
import { useSiteConfig } from "../config/use-site-config";
// The kept part's rules, inlined with this page's (see keptFromServer); prose first, since the
// policy's `.intro` must follow prose's paragraph rule of equal specificity.
import "../components/prose/prose.module.css";
import "../components/page-header/page-header.module.css";
import "../components/privacy-policy/privacy-policy.module.css";
import "../components/privacy-policy/what-we-record.module.css";

/**
 * The policy is long and never changes once drawn: a first visit keeps the server's copy, whose
 * links still move within the site.
 */
const PrivacyPolicy = keptFromServer(
  () =>
    import(
      /* webpackChunkName: "privacy-policy-text" */ "../components/privacy-policy/privacy-policy"
    ),
  (policy) => policy.PrivacyPolicy,
  { onClick: followWithinSite },
);

const PrivacyPolicyPage = () => {
  const { productName, company, contactEmail } = useSiteConfig();
  return (
    <PageSection>
      <PrivacyPolicy productName={productName} company={company} contactEmail={contactEmail} />
    </PageSection>
  );
};

export default PrivacyPolicyPage;

export const Head = lazyHead("PrivacyPolicyHead");
