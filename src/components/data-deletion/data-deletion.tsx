import React from "react";
import { useTexts } from "../../i18n/texts";
import { useSiteConfig } from "../../config/use-site-config";
import { DeletionForm } from "../deletion-form/deletion-form";
import { PageHeader } from "../page-header/page-header";
import { PageSection } from "../page-section/page-section";
import { keptFromServer } from "../server-kept/server-kept";
import * as styles from "./data-deletion.module.css";
// The kept part's rules, inlined with this page's (see keptFromServer); prose, which
// deletion-info composes, first.
import "../prose/prose.module.css";
import "../deletion-info/deletion-info.module.css";

/** What happens to a request never changes once drawn: a first visit keeps the server's copy. */
const DeletionInfo = keptFromServer(
  () => import(/* webpackChunkName: "deletion-info" */ "../deletion-info/deletion-info"),
  (info) => info.DeletionInfo,
);

export const DataDeletion = () => {
  const { productName, company, contactEmail, retention } = useSiteConfig();
  const { routes } = useTexts("site");
  return (
    <PageSection>
      <PageHeader title={routes.dataDeletion.title} />
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
