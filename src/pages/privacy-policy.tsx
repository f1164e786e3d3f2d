import React from "react";
import type { HeadProps } from "gatsby";
import { PrivacyPolicy } from "../components/privacy-policy/privacy-policy";
import { PageSection } from "../components/page-section/page-section";
import { Seo } from "../components/seo/seo";
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

export const Head = ({ location }: HeadProps) => (
  <Seo
    title="Privacy Policy"
    pathname={location.pathname}
    description="What the app collects, why, how it is protected, and the rights you have over your data."
  />
);
