import React from "react";
import { Link, type HeadProps } from "gatsby";
import { PageHeader } from "../components/page-header/page-header";
import { PageSection } from "../components/page-section/page-section";
import { Seo } from "../components/seo/seo";
import { NOT_FOUND, ROUTES } from "../config/routes";

const NotFoundPage = () => (
  <PageSection>
    <PageHeader title={NOT_FOUND.title}>
      <p>This page isn&apos;t on the menu. It may have moved, or the address may be mistyped.</p>
    </PageHeader>
    <Link to={ROUTES.home.path}>Go to the home page</Link>
  </PageSection>
);

export default NotFoundPage;

export const Head = ({ location }: HeadProps) => (
  <Seo
    title={NOT_FOUND.title}
    pathname={location.pathname}
    description={NOT_FOUND.description}
    noindex
  />
);
