// What a Node module becomes in /admin's script (lib/cms/admin-script.ts): nothing.
module.exports = {};
