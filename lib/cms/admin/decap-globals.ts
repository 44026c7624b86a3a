/**
 * What Decap's prebuilt bundle leaves on `window`: the CMS and its own React's `createElement` and
 * `createReactClass`. The bundle loads after this script on /admin, so they are read once the page
 * has loaded (main.ts). Components handed to Decap must be made with these, not with a React of our
 * own: two Reacts in one tree break its hooks.
 */
import type { ComponentType, createElement } from 'react';

/** Decap keeps field settings and media paths in Immutable maps; only `get` is needed here. */
export interface ImmutableMap {
  get(key: string): unknown;
}

/** The props Decap gives a widget's control (decap-cms-core's EditorControl), as far as they are used here. */
export interface ControlProps {
  value?: string;
  field: ImmutableMap;
  mediaPaths: ImmutableMap;
  classNameWrapper: string;
  hasActiveStyle: boolean;
  onOpenMediaLibrary: (options: { controlID: string; forImage: boolean; allowMultiple: boolean; field: ImmutableMap; value: string }) => void;
  onRemoveInsertedMedia: (controlID: string) => void;
}

/** The props Decap gives a preview template, as far as they are used here. */
export interface PreviewProps {
  /** The entry being edited: its `path` and its fields under `data`. */
  entry: ImmutableMap;
  /** A file of the entry (an image beside the page, uploaded or not yet) as a URL the pane can load; Decap re-renders the pane once it has it. */
  getAsset(path: string): { toString(): string };
}

interface DecapPhrases {
  ui: { toast: Record<string, string> } & Record<string, unknown>;
  [group: string]: unknown;
}

interface DecapCms {
  getWidget(name: string): { control: ComponentType<ControlProps>; preview: ComponentType<unknown>; schema: object };
  registerWidget(widget: { name: string; controlComponent: ComponentType<ControlProps>; previewComponent: ComponentType<unknown>; schema: object }): void;
  /** `name`: a folder collection's name, or a file's name in a files collection. */
  registerPreviewTemplate(name: string, component: ComponentType<PreviewProps>): void;
  /** `raw`: `style` is CSS text, put in the preview pane's frame. */
  registerPreviewStyle(style: string, options: { raw: true }): void;
  registerCustomFormat(name: string, extension: string, formatter: { fromFile(content: string): object; toFile(data: object, sortedKeys?: string[]): string }): void;
  /** The registry's own entry for a backend: Decap calls its `init` when it reads the configuration. */
  getBackend(name: string): { init: (...args: unknown[]) => unknown } | undefined;
  /** Decap's interface texts in a language (`en`), nested as decap-cms-locales has them; a registered set replaces the one there. */
  getLocale(locale: string): DecapPhrases;
  registerLocale(locale: string, phrases: DecapPhrases): void;
  /** Starts Decap, which then fetches and reads its configuration: with `CMS_MANUAL_INIT` set before its bundle runs, only this does. */
  init(): void;
}

/** What `this` is besides the spec's own fields and methods: the props, and the state getInitialState starts with. */
type Component<Props, State> = { props: Props; state: State; setState(state: Partial<State> | ((state: State) => Partial<State>)): void };
type StateOf<Instance> = Instance extends { getInitialState(): infer State } ? State : object;

interface DecapWindow {
  CMS: DecapCms;
  CMS_MANUAL_INIT?: boolean;
  h: typeof createElement;
  /** createReactClass: `this` in `spec`'s methods is the component; `spec` must hold `render()`, which it requires. */
  createClass: <Props, Instance>(spec: Instance & ThisType<Instance & Component<Props, StateOf<Instance>>>) => ComponentType<Props>;
}

export const decap = (): DecapWindow => window as unknown as DecapWindow;
