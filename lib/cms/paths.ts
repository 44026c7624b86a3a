import { RESERVED_ROUTES } from '../navigation/reserved-routes';

/**
 * Where the CMS lives in the site: its page at /admin (served from admin.html like every page),
 * and Decap's files and the generated config.yml under /cms/.
 */
export const ADMIN_ROUTE = RESERVED_ROUTES.admin;
export const CMS_FILES_PATH = RESERVED_ROUTES.cmsFiles;
