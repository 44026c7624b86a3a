import { siteConfig } from '@/lib/site-config';

export function Footer() {
  return (
    <footer className="mt-auto bg-footer-bg px-6 py-8 text-center text-small text-footer-fg">
      <p>{siteConfig.copyright}</p>
    </footer>
  );
}
