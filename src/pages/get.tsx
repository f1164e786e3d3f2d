import React from "react";
import { GetApp } from "../components/get-app/get-app";
import { lazyHead } from "../components/seo/lazy-head";

const GetPage = () => <GetApp />;

export default GetPage;

/** Its head starts with the redirect, so a phone leaves before the page or React loads. */
export const Head = lazyHead("GetHead");
