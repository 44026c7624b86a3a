import { siteConfig } from '@/lib/site-config';

export function Footer() {
  return (
    <footer className="site-footer">
      <p>{siteConfig.copyright}</p>
    </footer>
  );
}
