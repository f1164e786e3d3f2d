import React from "react";
import type { HeadProps } from "gatsby";
import { GetApp, getAppTitle } from "../components/get-app/get-app";
import { Seo } from "../components/seo/seo";
import { useSiteConfig } from "../config/use-site-config";

type GetPageContext = { redirectScript: string };

const GetPage = () => <GetApp />;

export default GetPage;

/** The redirect comes first in <head>, so a phone leaves before the page or React loads. */
export const Head = ({ location, pageContext }: HeadProps<object, GetPageContext>) => {
  const { productName } = useSiteConfig();
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: pageContext.redirectScript }} />
      <Seo
        title={getAppTitle(productName)}
        pathname={location.pathname}
        description={`Download ${productName} for iPhone, iPad or Android.`}
        noindex
      />
    </>
  );
};
