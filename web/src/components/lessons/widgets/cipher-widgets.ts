// The lesson widgets a cipher brings (its plug-in's lessonWidgets): the directives only its
// lessons use, drawn by components that live in its folder (web/src/ciphers/<id>/).
import type { ComponentType } from 'react';
import type { WidgetSpec, WidgetType } from '../../../lessons/schema';

/** A widget type's component, given its own spec. */
export type WidgetComponent<T extends WidgetType> = ComponentType<{ spec: Extract<WidgetSpec, { type: T }> }>;

/** Widgets by directive, each with its spec's component. */
export type CipherWidgets = { [T in WidgetType]?: WidgetComponent<T> };
