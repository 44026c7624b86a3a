import { describe, expect, it } from 'vitest';
import { frontmatterAsWritten } from '../../../lib/cms/admin/frontmatter-as-written';

const PAGE = `---
title: 'Gamma images'
# Shown on the social card too.
description: Screenshots, a photo and a diagram beside the page, as a writer adds them with a long line.
redirect_from:
  - /gamma/pictures
sidebar_position: 15
---

Body text with   two spaces.
`;

/** What Decap does between reading and saving: the writer's changes to the fields it read. */
const save = (changes: Record<string, unknown>, file = PAGE) => {
  const data: Record<string, unknown> = { ...frontmatterAsWritten.fromFile(file), ...changes };
  for (const [name, value] of Object.entries(changes)) if (value === undefined) delete data[name];
  return frontmatterAsWritten.toFile(data, ['title', 'description', 'sidebar_label', 'sidebar_position', 'redirect_from', 'body']);
};

describe('the page format of /admin', () => {
  it('reads the fields and the body as Decap’s frontmatter format does', () => {
    const { body, title, description, redirect_from, sidebar_position } = frontmatterAsWritten.fromFile(PAGE);
    expect({ title, description, redirect_from, sidebar_position }).toEqual({
      title: 'Gamma images',
      description: 'Screenshots, a photo and a diagram beside the page, as a writer adds them with a long line.',
      redirect_from: ['/gamma/pictures'],
      sidebar_position: 15,
    });
    expect(body).toBe('\nBody text with   two spaces.\n');
  });

  it('writes a file nobody changed back byte for byte: quotes, comments, the long line and the body', () => {
    expect(save({})).toBe(PAGE);
  });

  it('changes only the line of the field the writer changed, on one line however long', () => {
    const description = 'A new description that is much longer than eighty columns, so Decap would have folded it.';
    expect(save({ description })).toBe(PAGE.replace(/^description: .*$/m, `description: ${description}`));
    expect(save({ body: '\nBody text with   three spaces.\n' })).toBe(PAGE.replace('two', 'three'));
  });

  it('drops a removed field and adds a new one after the fields the file has', () => {
    const expected = PAGE.replace('redirect_from:\n  - /gamma/pictures\n', '').replace('sidebar_position: 15\n', 'sidebar_position: 15\nsidebar_label: Images\n');
    expect(save({ redirect_from: undefined, sidebar_label: 'Images' })).toBe(expected);
  });

  it('reads a file with Windows line breaks or a byte-order mark as any other, and writes it back in the same form', () => {
    for (const file of [PAGE.replaceAll('\n', '\r\n'), `\uFEFF${PAGE}`, `\uFEFF${PAGE.replaceAll('\n', '\r\n')}`]) {
      expect(frontmatterAsWritten.fromFile(file)).toMatchObject({ title: 'Gamma images', body: '\nBody text with   two spaces.\n' });
      expect(save({}, file)).toBe(file);
      expect(save({ sidebar_position: 16 }, file)).toBe(file.replace('sidebar_position: 15', 'sidebar_position: 16'));
    }
  });

  it('writes a new page’s fields in the configuration’s order, then a blank line and the body, ending with a line break as a page written by hand does', () => {
    const file = frontmatterAsWritten.toFile({ sidebar_position: 3, body: '## Endpoint', title: 'Receiving webhooks', description: 'Receive Beta events.' }, ['title', 'description', 'sidebar_position', 'body']);
    expect(file).toBe('---\ntitle: Receiving webhooks\ndescription: Receive Beta events.\nsidebar_position: 3\n---\n\n## Endpoint\n');
  });
});
