/**
 * What Decap's prebuilt bundle (loaded before this script on /admin) leaves on `window`: the CMS
 * and its own React's `createElement` and `createReactClass`. Components handed to Decap must be
 * made with these, not with a React of our own: two Reacts in one tree break its hooks.
 */
import type { ComponentType, createElement, ReactNode } from 'react';

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

interface Widget {
  control: ComponentType<ControlProps>;
  preview: ComponentType<unknown>;
  schema: object;
}

interface DecapCms {
  getWidget(name: string): Widget;
  registerWidget(widget: { name: string; controlComponent: ComponentType<ControlProps>; previewComponent: ComponentType<unknown>; schema: object }): void;
}

/** A component made by createReactClass: `spec`'s methods, with `this` the component. */
export type ClassSpec<Props, Instance> = Instance & ThisType<Instance & { props: Props; setState(state: object): void }> & { render(): ReactNode };

interface DecapWindow {
  CMS: DecapCms;
  h: typeof createElement;
  createClass: <Props, Instance>(spec: ClassSpec<Props, Instance>) => ComponentType<Props>;
}

export const decap = (): DecapWindow => window as unknown as DecapWindow;
