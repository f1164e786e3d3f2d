import React from "react";
import type { GatsbyBrowser } from "gatsby";
import { Layout } from "../components/layout/layout";

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
);
