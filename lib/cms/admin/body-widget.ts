/**
 * The page body's editor on /admin: Decap's markdown control in raw mode, the only mode that keeps
 * a body as written (lib/cms/decap-config.ts), plus the "Insert image" button raw mode lacks (it
 * disables Decap's whole toolbar). The button opens Decap's media library, which uploads into the
 * page's own folder (the collections' empty media folder); the chosen file is then described in
 * the alt-text dialog and written at the caret as `![alt](./name.png)`, as a writer would by hand.
 */
import type { ComponentType } from 'react';
import { escapeMarkdownText } from '../../markdown/escape-markdown';
import { cmsConfig } from '../../site-config';
import { askAltText } from './alt-text-dialog';
import { type Caret, followCaret } from './caret';
import { type ControlProps, decap } from './decap-globals';

/** A file beside the page, as Decap names it (`settings.png`), as a link the site and GitLab both read. */
function imageUrl(path: string): string {
  const url = /^(\.{0,2}\/|[a-z][a-z0-9+.-]*:)/i.test(path) ? path : `./${path}`;
  return /[\s()<>]/.test(url) ? `<${url}>` : url;
}

/** Resolves when `element` gets focus, or after cmsConfig.focusReturnMs if it never does. */
function focusComesBack(element: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, cmsConfig.focusReturnMs);
    element.addEventListener('focus', () => resolve(clearTimeout(timer)), { once: true });
  });
}

export function bodyControl(markdownControl: ComponentType<ControlProps>): ComponentType<ControlProps> {
  const { h, createClass } = decap();
  return createClass({
    /** Which control the media library answers (Decap's `mediaPaths`), one per editor. */
    controlID: '',
    wrapper: null as HTMLElement | null,
    button: null as HTMLButtonElement | null,
    markdown: null as { focus?: () => void } | null,
    caret: null as Caret | null,
    /** The media path last chosen, so that props Decap has not refreshed yet do not ask twice; a new choice starts afresh. */
    chosen: null as string | null,
    // createReactClass's per-instance start: the control has no state of its own.
    getInitialState() {
      this.controlID = crypto.randomUUID();
      return {};
    },
    componentDidMount() {
      const editable = this.wrapper!.querySelector<HTMLElement>('[contenteditable="true"]');
      if (editable) this.caret = followCaret(editable);
    },
    // Decap's Widget asks its control whether to re-render: also when the media library has chosen a file for it.
    shouldComponentUpdate(next: ControlProps) {
      const { value, classNameWrapper, hasActiveStyle } = this.props;
      return next.value !== value || next.classNameWrapper !== classNameWrapper || next.hasActiveStyle !== hasActiveStyle || Boolean(next.mediaPaths.get(this.controlID));
    },
    componentDidUpdate() {
      const path = this.props.mediaPaths.get(this.controlID);
      // Decap leaves an empty path once the chosen one has been taken.
      if (typeof path !== 'string' || path === '' || path === this.chosen) return;
      this.chosen = path;
      this.props.onRemoveInsertedMedia(this.controlID);
      void this.insertImage(path);
    },
    componentWillUnmount() {
      this.caret?.stop();
    },
    // Decap focuses a field when its label is clicked.
    focus() {
      this.markdown?.focus?.();
    },
    openMediaLibrary() {
      this.chosen = null;
      this.props.onOpenMediaLibrary({ controlID: this.controlID, forImage: true, allowMultiple: false, field: this.props.field, value: '' });
    },
    async insertImage(path: string) {
      // Decap's media library hands focus back to this button once its closing animation ends; asked
      // before that, a quick answer would have the hand-back pull focus out of the editor after the insertion.
      if (this.button && document.activeElement !== this.button) await focusComesBack(this.button);
      const alt = await askAltText(path);
      // Cancelled: back to the button, not to the media library's button the dialog was opened from, which is gone.
      if (alt === null) this.button?.focus();
      else this.caret?.insert(`![${escapeMarkdownText(alt)}](${imageUrl(path)})`);
    },
    render() {
      return h(
        'div',
        { ref: (node: HTMLElement | null) => void (this.wrapper = node) },
        h('button', { type: 'button', className: 'cms-button', ref: (node: HTMLButtonElement | null) => void (this.button = node), onClick: () => this.openMediaLibrary() }, 'Insert image'),
        h(markdownControl, { ...this.props, ref: (control: typeof this.markdown) => void (this.markdown = control) } as ControlProps),
      );
    },
  });
}
