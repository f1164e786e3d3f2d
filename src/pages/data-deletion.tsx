import React from "react";
import type { HeadProps } from "gatsby";
import { DataDeletion } from "../components/data-deletion/data-deletion";
import { Seo } from "../components/seo/seo";

const DataDeletionPage = () => <DataDeletion />;

export default DataDeletionPage;

export const Head = ({ location }: HeadProps) => (
  <Seo
    title="Data Deletion Request"
    pathname={location.pathname}
    description="Ask us to delete your account and personal data. Requests are processed within 30 days."
  />
);
