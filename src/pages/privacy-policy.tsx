import React from "react";
import type { HeadProps } from "gatsby";
import { PrivacyPolicy } from "../components/privacy-policy/privacy-policy";
import { PageSection } from "../components/page-section/page-section";
import { Seo } from "../components/seo/seo";
import { ROUTES } from "../config/routes";
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
    title={ROUTES.privacyPolicy.title}
    pathname={location.pathname}
    description={ROUTES.privacyPolicy.description}
  />
);
