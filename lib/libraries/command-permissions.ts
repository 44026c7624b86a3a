/**
 * The pattern of every library's commands and permission nodes, once. Every plugin of the family
 * builds its commands on Alexandria's `BaseCommand`, which names the root command after the plugin
 * (`/sokol`) and guards each subcommand with `<plugin>.command.<key>` (`perm(key)` in
 * `BaseCommand.kt`), the key being one or more dot-separated words (`holding.freeze`,
 * `player-locks.list`). A library's id is its plugin's name in lower case, so both follow from it.
 */
import { escapeRegExp } from '../navigation/routes';

export interface CommandPattern {
  /** The root command every command of the library starts with: `/sokol`. */
  readonly root: string;
  /** How a writer reads the pattern in a message: `sokol.command.<key>`. */
  readonly permissionShape: string;
  readonly permission: RegExp;
}

export function commandPattern(library: string): CommandPattern {
  return {
    root: `/${library}`,
    permissionShape: `${library}.command.<key>`,
    permission: new RegExp(`^${escapeRegExp(library)}\\.command\\.[a-z0-9-]+(?:\\.[a-z0-9-]+)*$`),
  };
}
