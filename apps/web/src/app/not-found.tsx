// Unknown paths outside a locale. The static server and the CDN answer them with the en-EU
// 404 page (scripts/postbuild.mjs copies it over this one), so this only satisfies Next.
export default function RootNotFound() {
  return (
    <html lang="en-EU">
      <body>
        <a href="/en-EU/">Houston, we have a problem.</a>
      </body>
    </html>
  );
}
