import React from "react";
import { DataDeletion } from "../components/data-deletion/data-deletion";
import { lazyHead } from "../components/seo/lazy-head";

const DataDeletionPage = () => <DataDeletion />;

export default DataDeletionPage;

export const Head = lazyHead("DataDeletionHead");
