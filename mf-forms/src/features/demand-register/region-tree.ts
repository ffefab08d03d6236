import { searchKey, type Lang, type TreeItem } from '@immo/shared';

/**
 * A zone a demand can name: a leaf of the API's region tree. In the tree of `/api/regions` the
 * leaves are municipalities, whose WebID is their postal code — what a demand stores.
 */
export type Zone = {
  /** What the form sends (`regions`): the WebID as text. */
  id: string;
  name: string;
  /** The postal code when the WebID is one (four digits, SPEC §9), else null. */
  zip: string | null;
  /** The name with its postal code: "Gent (9000)". */
  label: string;
};

/** A node with children: a region or a province, with its sub-groups and its own zones. */
export type ZoneGroup = { key: string; name: string; groups: ZoneGroup[]; zones: Zone[] };

export type RegionTree = {
  groups: ZoneGroup[];
  /** Zones at the top of the tree, in no group. */
  loose: Zone[];
  /** Every zone once, by id. */
  byId: ReadonlyMap<string, Zone>;
};

const POSTAL_CODE = /^\d{4}$/;

function zoneOf(item: TreeItem): Zone {
  const id = String(item.WebID);
  const zip = POSTAL_CODE.test(id) ? id : null;
  return { id, name: item.Name, zip, label: zip ? `${item.Name} (${zip})` : item.Name };
}

/**
 * The tree of zones to choose from: groups in the API's order, zones by name in the visitor's
 * language. An item whose parent is missing is a top-level item; a zone listed twice (the same
 * WebID) appears once; a cycle in the data is cut.
 */
export function regionTree(items: readonly TreeItem[], lang: Lang): RegionTree {
  const ids = new Set(items.map((item) => item.ID));
  const children = new Map<number | null, TreeItem[]>();
  for (const item of items) {
    const parent = item.ParentID !== null && ids.has(item.ParentID) && item.ParentID !== item.ID ? item.ParentID : null;
    children.set(parent, [...(children.get(parent) ?? []), item]);
  }
  const collator = new Intl.Collator(lang);
  const byName = (a: Zone, b: Zone) => collator.compare(a.name, b.name) || a.id.localeCompare(b.id);
  const byId = new Map<string, Zone>();
  const visited = new Set<number>();

  function build(nodes: readonly TreeItem[]): { groups: ZoneGroup[]; zones: Zone[] } {
    const groups: ZoneGroup[] = [];
    const zones: Zone[] = [];
    for (const node of nodes) {
      if (visited.has(node.ID)) continue;
      visited.add(node.ID);
      const below = children.get(node.ID);
      if (below?.length) {
        const inner = build(below);
        if (inner.groups.length || inner.zones.length)
          groups.push({ key: `group-${node.ID}`, name: node.Name, ...inner });
      } else {
        const zone = zoneOf(node);
        if (byId.has(zone.id)) continue;
        byId.set(zone.id, zone);
        zones.push(zone);
      }
    }
    return { groups, zones: zones.sort(byName) };
  }

  const { groups, zones } = build(children.get(null) ?? []);
  return { groups, loose: zones, byId };
}

/** The ids of every zone in a group and its sub-groups. */
export function zoneIdsOf(group: ZoneGroup): string[] {
  return [...group.zones.map((zone) => zone.id), ...group.groups.flatMap(zoneIdsOf)];
}

/**
 * The part of the tree a search shows: zones whose name (accents ignored) contains the text or
 * whose postal code starts with it, and whole groups whose name contains it. An empty search
 * shows everything.
 */
export function filterTree(tree: RegionTree, query: string): Pick<RegionTree, 'groups' | 'loose'> {
  const text = searchKey(query.trim());
  if (!text) return tree;
  const matches = (zone: Zone) => searchKey(zone.name).includes(text) || (zone.zip?.startsWith(text) ?? false);
  const prune = (group: ZoneGroup): ZoneGroup | null => {
    if (searchKey(group.name).includes(text)) return group;
    const groups = group.groups.map(prune).filter((inner): inner is ZoneGroup => inner !== null);
    const zones = group.zones.filter(matches);
    return groups.length || zones.length ? { ...group, groups, zones } : null;
  };
  return {
    groups: tree.groups.map(prune).filter((group): group is ZoneGroup => group !== null),
    loose: tree.loose.filter(matches),
  };
}

/** Adds or removes ids, keeping the order in which the visitor chose them. */
export function withZones(selected: readonly string[], ids: readonly string[], on: boolean): string[] {
  if (on) return [...selected, ...ids.filter((id, index) => !selected.includes(id) && ids.indexOf(id) === index)];
  const off = new Set(ids);
  return selected.filter((id) => !off.has(id));
}
