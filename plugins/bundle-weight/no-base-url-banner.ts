/*
 * Stands in, in the browser bundle only, for @docusaurus/core 3.10.2's
 * lib/client/BaseUrlIssueBanner (App.js renders it on every page). The site
 * sets `baseUrlIssueBanner: false`, so the component renders nothing; in the
 * browser it renders nothing in any case (its inline script is written on the
 * server). Its code, with the banner's HTML and script as text and their
 * stylesheet, was about 0.5 KB compressed in every page's main.js.
 */
export default function BaseUrlIssueBanner(): null {
  return null;
}
