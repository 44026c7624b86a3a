/** This folder's CSS files, which the admin script's bundle (lib/cms/admin-script.ts) holds as text. */
declare module '*.css' {
  const text: string;
  export default text;
}
