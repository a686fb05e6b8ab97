// Images imported by code become URLs (webpack asset/resource).
declare module '*.png' {
  const url: string;
  export default url;
}
