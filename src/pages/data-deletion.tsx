import React from "react";
import type { HeadProps } from "gatsby";
import { DataDeletion } from "../components/data-deletion/data-deletion";
import { Seo } from "../components/seo/seo";
import { ROUTES } from "../config/routes";

const DataDeletionPage = () => <DataDeletion />;

export default DataDeletionPage;

export const Head = ({ location }: HeadProps) => (
  <Seo
    title={ROUTES.dataDeletion.title}
    pathname={location.pathname}
    description={ROUTES.dataDeletion.description}
  />
);
