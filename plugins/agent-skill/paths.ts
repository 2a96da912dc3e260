/**
 * Where the agent skill is published on the site: its folder (SKILL.md and
 * references/) and the archive of that folder. Free of Node imports: llms.txt
 * and the pages link here too.
 */
export const agentSkill = {
  /** The skill's name (front matter `name`), which is also its folder's name. */
  name: 'rook',
  /** The folder served, with a trailing slash. */
  folder: '/skills/rook/',
  entry: '/skills/rook/SKILL.md',
  archive: '/skills/rook.zip',
} as const;
