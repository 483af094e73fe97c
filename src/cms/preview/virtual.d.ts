/** Written by scripts/cms/preview-bundle.ts when it bundles the previews: content/ as the build reads it. */
declare module "virtual:cms-preview" {
  const data: import("../../node/content-model/cms-preview-data").CmsPreviewData
  export default data
}
