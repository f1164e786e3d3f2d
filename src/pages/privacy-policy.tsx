import React from "react";
import { PrivacyPolicy } from "../components/privacy-policy/privacy-policy";
import { PageSection } from "../components/page-section/page-section";
import { lazyHead } from "../components/seo/lazy-head";
import { useSiteConfig } from "../config/use-site-config";

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
