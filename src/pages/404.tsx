import React from "react";
import { Link } from "gatsby";
import { PageHeader } from "../components/page-header/page-header";
import { PageSection } from "../components/page-section/page-section";
import { lazyHead } from "../components/seo/lazy-head";
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

export const Head = lazyHead("NotFoundHead");
