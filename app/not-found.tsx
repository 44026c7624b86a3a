import { Link } from '@/components/navigation/Link';

/**
 * The root layout's not-found boundary, which Next writes into every page's payload. A static
 * export never shows it: every unknown address is answered with 404.html, which Next renders from
 * global-not-found.tsx. Without this file, Next's own 404 view would take its place, three times larger.
 */
export default function NotFound() {
  return (
    <main className="mx-auto max-w-content px-4 py-10">
      <h1 className="text-h1 text-fg">Page not found</h1>
      <Link href="/">Home</Link>
    </main>
  );
}
