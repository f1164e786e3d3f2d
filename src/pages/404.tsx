import React from "react";
import { Link, type HeadProps } from "gatsby";
import { PageHeader } from "../components/page-header/page-header";
import { PageSection } from "../components/page-section/page-section";
import { Seo } from "../components/seo/seo";

export const NOT_FOUND_TITLE = "Page not found";

const NotFoundPage = () => (
  <PageSection>
    <PageHeader title={NOT_FOUND_TITLE}>
      <p>This page isn&apos;t on the menu. It may have moved, or the address may be mistyped.</p>
    </PageHeader>
    <Link to="/">Go to the home page</Link>
  </PageSection>
);

export default NotFoundPage;

export const Head = ({ location }: HeadProps) => (
  <Seo
    title={NOT_FOUND_TITLE}
    pathname={location.pathname}
    description="The page you asked for does not exist."
    noindex
  />
);
