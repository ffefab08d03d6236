/**
 * The attributes of <immo-property> beyond lang/api/site (apart from the widget, so embed.js
 * carries no React code): property="{id}", tiles="{tile URL with {z}/{x}/{y}}".
 */
export const WIDGET_ATTRIBUTES = ['property', 'tiles'] as const;
