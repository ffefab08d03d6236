/**
 * The attributes of this remote's elements beyond lang/api/site (apart from the widget, so embed.js
 * carries no React code). <immo-property>: property="{id}", tiles="{tile URL with {z}/{x}/{y}}".
 * <immo-purchase-costs>: price="{whole euros}" and region="flanders|wallonia|brussels", where the
 * calculator starts (the visitor may change both).
 */
export const WIDGET_ATTRIBUTES = ['property', 'tiles', 'price', 'region'] as const;
