import React from "react";
import { ROUTES } from "../../config/routes";
import { useSiteConfig } from "../../config/use-site-config";
import { DeletionForm } from "../deletion-form/deletion-form";
import { DeletionInfo } from "../deletion-info/deletion-info";
import { PageHeader } from "../page-header/page-header";
import { PageSection } from "../page-section/page-section";
import * as styles from "./data-deletion.module.css";

export const DataDeletion = () => {
  const { productName, company, contactEmail, retention } = useSiteConfig();
  return (
    <PageSection width="wide">
      <PageHeader title={ROUTES.dataDeletion.title} />
      <div className={styles.columns}>
        <DeletionForm />
        <DeletionInfo
          productName={productName}
          company={company}
          contactEmail={contactEmail}
          securityLogDays={retention.securityLogDays}
        />
      </div>
    </PageSection>
  );
};
