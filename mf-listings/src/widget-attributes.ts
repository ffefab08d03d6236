/**
 * The attributes of <immo-property-list> beyond lang/api/site (apart from the widget, so embed.js
 * carries no React code):
 * goal="sale|rent", city="{Name}|{Zip}", type="{WebID}", view="grid|list|map", max="{page size}",
 * module="latest", similar="{property id}", filters="false", tiles="{tile URL with {z}/{x}/{y}}".
 */
export const WIDGET_ATTRIBUTES = [
  'goal',
  'city',
  'type',
  'view',
  'max',
  'module',
  'similar',
  'filters',
  'tiles',
] as const;
