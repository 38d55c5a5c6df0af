import type { ReactNode } from 'react';

// The real root layout with <html> is app/[locale]/layout.tsx; the redirecting index page and
// the root 404 render their own documents. This file only has to exist.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
