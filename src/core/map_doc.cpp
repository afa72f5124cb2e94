#include "core/map_doc.h"
#include "core/map_doc_detail.h"

#include <algorithm>
#include <cmath>
#include <set>

#include <nlohmann/json.hpp>

namespace umpire {

namespace {

using map_doc_detail::id_taken;
using map_doc_detail::lower;
using map_doc_detail::number_text;

bool blank(const std::string& s) { return s.find_first_not_of(" \t\r\n") == std::string::npos; }

bool is_id(const std::string& id) {
  if (id.empty()) return false;
  for (char ch : id)
    if (!((ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '_')) return false;
  return true;
}

std::string a_or_an(const std::string& noun) {
  return (!noun.empty() && std::string("aeiou").find(noun[0]) != std::string::npos ? "an " : "a ") + noun;
}

EditError check_new_id(const MapDoc& d, const std::string& new_id) {
  if (!is_id(new_id)) return "an id is lowercase letters, digits and underscores, not \"" + new_id + "\"";
  if (id_taken(d, new_id)) return "the id \"" + new_id + "\" is already used";
  return std::nullopt;
}

void set_attr(GraphAttributes& a, const std::string& key, const Json& value) {
  Json j = a.json();
  if (value.is_null()) j.erase(key);
  else j[key] = value;
  a = GraphAttributes(j);
}

void set_pos(GraphAttributes& a, MapPoint p) {
  Json j = a.json();
  j["x"] = p.x;
  j["y"] = p.y;
  a = GraphAttributes(j);
}

const AttrSpec* find_attr(const std::vector<AttrSpec>& specs, const std::string& key) {
  for (const auto& s : specs)
    if (s.key == key) return &s;
  return nullptr;
}

// The attributes a new record of the kind starts with.
GraphAttributes defaults(const KindSpec& kind, MapPoint at) {
  Json j = Json::object();
  for (const auto& s : kind.attributes) {
    Json v = Json::parse(s.default_json);
    if (!v.is_null()) j[s.key] = v;
  }
  j["x"] = at.x;
  j["y"] = at.y;
  return GraphAttributes(j);
}

template <class Record>
Record* record_at(std::vector<Record>& v, std::int32_t ix) {
  return ix < 0 ? nullptr : &v[static_cast<std::size_t>(ix)];
}

EditError no_node(const MapSchema* schema, const std::string& id) {
  return "there is no " + (schema ? schema->node_noun : std::string("place")) + " \"" + id + "\"";
}
EditError no_group(const MapSchema* schema, const std::string& id) {
  return "there is no " + (schema ? schema->group_noun : std::string("group")) + " \"" + id + "\"";
}
EditError no_edge(EdgeIx e) { return "there is no way " + std::to_string(e); }

bool valid_edge(const MapDoc& d, EdgeIx e) { return e >= 0 && static_cast<std::size_t>(e) < d.graph.edges.size(); }

bool same_edge(const GraphEdge& x, const std::string& a, const std::string& b, const std::string& kind) {
  return x.kind == kind && ((x.a == a && x.b == b) || (x.a == b && x.b == a));
}

EditError check_edge_free(const MapSchema& schema, const MapDoc& d, const std::string& a, const std::string& b,
                          const std::string& kind, EdgeIx except) {
  if (!schema.one_edge_per_kind) return std::nullopt;
  for (std::size_t i = 0; i < d.graph.edges.size(); ++i)
    if (static_cast<EdgeIx>(i) != except && same_edge(d.graph.edges[i], a, b, kind)) {
      const KindSpec* k = schema.edge_kind(kind);
      return "there is already " + a_or_an(lower(k ? k->label : kind)) + " between " + d.graph.node(a)->name +
             " and " + d.graph.node(b)->name;
    }
  return std::nullopt;
}

void rename_in(std::vector<std::string>& list, const std::string& from, const std::string& to) {
  for (auto& s : list)
    if (s == from) s = to;
}

void erase_from(std::vector<std::string>& list, const std::string& value) {
  list.erase(std::remove(list.begin(), list.end(), value), list.end());
}

// Calls f(group, spec) for every GroupRefs attribute the groups' kinds have.
template <class F>
void each_group_ref(MapDoc& d, const MapSchema& schema, F f) {
  for (auto& g : d.graph.groups)
    if (const KindSpec* k = schema.group_kind(g.kind))
      for (const auto& spec : k->attributes)
        if (spec.type == AttrType::GroupRefs) f(g, spec);
}

EditError done(MapDoc& d) {
  d.graph.index();
  return std::nullopt;
}

}  // namespace

GraphNode* find_node(MapDoc& d, const std::string& id) { return record_at(d.graph.nodes, d.graph.node_ix(id)); }
GraphGroup* find_group(MapDoc& d, const std::string& id) { return record_at(d.graph.groups, d.graph.group_ix(id)); }

const GraphGroup* member_group(const MapSchema& schema, const MapDoc& d, const std::string& node) {
  if (schema.member_of.empty()) return nullptr;
  const NodeIx n = d.graph.node_ix(node);
  if (n == kNoNode) return nullptr;
  for (std::int32_t g : d.graph.groups_of(n))
    if (d.graph.groups[static_cast<std::size_t>(g)].kind == schema.member_of) return &d.graph.groups[static_cast<std::size_t>(g)];
  return nullptr;
}

std::string describe_edge(const MapSchema& schema, const MapDoc& d, EdgeIx e) {
  if (!valid_edge(d, e)) return "(no " + schema.edge_noun + ")";
  const GraphEdge& x = d.graph.edges[static_cast<std::size_t>(e)];
  const KindSpec* k = schema.edge_kind(x.kind);
  auto name = [&](const std::string& id) {
    const GraphNode* n = d.graph.node(id);
    return n ? n->name : id;
  };
  return lower(k ? k->label : x.kind) + " " + name(x.a) + " - " + name(x.b);
}

// --- The map itself.

EditError set_map_name(MapDoc& d, const std::string& name) {
  if (blank(name)) return std::string("a map needs a name");
  d.name = name;
  return std::nullopt;
}

EditError set_map_source(MapDoc& d, const std::string& source) {
  d.source = source;
  return std::nullopt;
}

EditError set_map_size(MapDoc& d, const MapSchema& schema, double width, double height) {
  if (!std::isfinite(width) || !std::isfinite(height) || !(width >= schema.min_size && height >= schema.min_size))
    return "the map must be at least " + number_text(schema.min_size) + " x " + number_text(schema.min_size) + " units";
  d.width = width;
  d.height = height;
  return std::nullopt;
}

EditError set_map_attribute(MapDoc& d, const MapSchema& schema, const std::string& key, const Json& value) {
  const AttrSpec* spec = find_attr(schema.map_attributes, key);
  if (!spec) return "the map has no attribute \"" + key + "\"";
  if (auto e = check_value(schema, d, *spec, value)) return e;
  set_attr(d.attributes, key, value);
  return std::nullopt;
}

// --- Nodes.

EditError add_node(MapDoc& d, const MapSchema& schema, const std::string& kind, const std::string& name, MapPoint at,
                   const std::string& group, std::string* id_out) {
  const KindSpec* k = schema.node_kind(kind);
  if (!k) return "there is no kind of " + schema.node_noun + " \"" + kind + "\"";
  if (blank(name)) return a_or_an(lower(k->label)) + " needs a name";
  GraphGroup* g = nullptr;
  if (schema.grouped(kind)) {
    const KindSpec* gk = schema.group_kind(schema.member_of);
    const std::string noun = lower(gk ? gk->label : schema.member_of);
    if (group.empty()) return "choose " + a_or_an(noun) + " for the " + lower(k->label) + " first (add one if there is none)";
    g = find_group(d, group);
    if (!g || g->kind != schema.member_of) return "there is no " + noun + " \"" + group + "\"";
  }
  GraphNode n;
  n.id = unique_id(d, name, id_from_name(k->id).empty() ? "node" : id_from_name(k->id));
  n.name = name;
  n.kind = kind;
  n.attributes = defaults(*k, at);
  if (id_out) *id_out = n.id;
  if (g) g->members.push_back(n.id);
  d.graph.nodes.push_back(std::move(n));
  return done(d);
}

EditError move_node(MapDoc& d, const std::string& id, MapPoint at) {
  GraphNode* n = find_node(d, id);
  if (!n) return no_node(nullptr, id);
  set_pos(n->attributes, at);
  return std::nullopt;  // the index does not hold positions
}

EditError rename_node(MapDoc& d, const MapSchema& schema, const std::string& id, const std::string& name) {
  GraphNode* n = find_node(d, id);
  if (!n) return no_node(&schema, id);
  const KindSpec* k = schema.node_kind(n->kind);
  if (blank(name)) return a_or_an(lower(k ? k->label : schema.node_noun)) + " needs a name";
  n->name = name;
  return std::nullopt;
}

EditError set_node_id(MapDoc& d, const std::string& id, const std::string& new_id) {
  GraphNode* n = find_node(d, id);
  if (!n) return no_node(nullptr, id);
  if (new_id == id) return std::nullopt;
  if (auto e = check_new_id(d, new_id)) return e;
  n->id = new_id;
  for (auto& e : d.graph.edges) {
    if (e.a == id) e.a = new_id;
    if (e.b == id) e.b = new_id;
  }
  for (auto& g : d.graph.groups) rename_in(g.members, id, new_id);
  return done(d);
}

EditError set_node_group(MapDoc& d, const MapSchema& schema, const std::string& id, const std::string& group) {
  if (schema.member_of.empty()) return "a " + schema.node_noun + " belongs to no group";
  const GraphNode* n = find_node(d, id);
  if (!n) return no_node(&schema, id);
  if (!schema.grouped(n->kind)) {
    const KindSpec* k = schema.node_kind(n->kind);
    const KindSpec* gk = schema.group_kind(schema.member_of);
    return a_or_an(lower(k ? k->label : n->kind)) + " belongs to no " + lower(gk ? gk->label : schema.member_of);
  }
  GraphGroup* g = find_group(d, group);
  if (!g || g->kind != schema.member_of) return no_group(&schema, group);
  for (auto& other : d.graph.groups)
    if (other.kind == schema.member_of) erase_from(other.members, id);
  g->members.push_back(id);
  return done(d);
}

EditError set_node_attribute(MapDoc& d, const MapSchema& schema, const std::string& id, const std::string& key,
                             const Json& value) {
  GraphNode* n = find_node(d, id);
  if (!n) return no_node(&schema, id);
  const KindSpec* k = schema.node_kind(n->kind);
  const AttrSpec* spec = k ? find_attr(k->attributes, key) : nullptr;
  if (!spec) return "the " + schema.node_noun + " has no attribute \"" + key + "\"";
  if (auto e = check_value(schema, d, *spec, value)) return e;
  set_attr(n->attributes, key, value);
  return std::nullopt;
}

EditError set_node_source(MapDoc& d, const std::string& id, const std::string& source) {
  GraphNode* n = find_node(d, id);
  if (!n) return no_node(nullptr, id);
  n->source = source;
  return std::nullopt;
}

EditError delete_node(MapDoc& d, const std::string& id) {
  if (!find_node(d, id)) return no_node(nullptr, id);
  auto& edges = d.graph.edges;
  edges.erase(std::remove_if(edges.begin(), edges.end(), [&](const GraphEdge& e) { return e.a == id || e.b == id; }),
              edges.end());
  auto& nodes = d.graph.nodes;
  nodes.erase(std::remove_if(nodes.begin(), nodes.end(), [&](const GraphNode& n) { return n.id == id; }), nodes.end());
  for (auto& g : d.graph.groups) erase_from(g.members, id);
  return done(d);
}

// --- Edges.

EditError add_edge(MapDoc& d, const MapSchema& schema, const std::string& kind, const std::string& a,
                   const std::string& b) {
  const KindSpec* k = schema.edge_kind(kind);
  if (!k) return "there is no kind of " + schema.edge_noun + " \"" + kind + "\"";
  const GraphNode* na = d.graph.node(a);
  if (!na) return no_node(&schema, a);
  if (!d.graph.node(b)) return no_node(&schema, b);
  if (a == b) return a_or_an(schema.edge_noun) + " joins two different " + schema.node_plural + ", not " + na->name + " to itself";
  if (auto e = check_edge_free(schema, d, a, b, kind, -1)) return e;
  GraphEdge e;
  e.a = a;
  e.b = b;
  e.kind = kind;
  e.directed = k->directed;
  Json attrs = defaults(*k, {}).json();
  attrs.erase("x");
  attrs.erase("y");
  if (!attrs.empty()) e.attributes = GraphAttributes(attrs);
  d.graph.edges.push_back(std::move(e));
  return done(d);
}

EditError delete_edge(MapDoc& d, EdgeIx e) {
  if (!valid_edge(d, e)) return no_edge(e);
  d.graph.edges.erase(d.graph.edges.begin() + e);
  return done(d);
}

EditError reverse_edge(MapDoc& d, const MapSchema& schema, EdgeIx e) {
  if (!valid_edge(d, e)) return no_edge(e);
  GraphEdge& x = d.graph.edges[static_cast<std::size_t>(e)];
  const KindSpec* k = schema.edge_kind(x.kind);
  if (!x.directed) return "only a directed " + schema.edge_noun + " can be reversed; this is " + a_or_an(lower(k ? k->label : x.kind));
  std::swap(x.a, x.b);
  return done(d);
}

EditError set_edge_kind(MapDoc& d, const MapSchema& schema, EdgeIx e, const std::string& kind) {
  if (!valid_edge(d, e)) return no_edge(e);
  const KindSpec* k = schema.edge_kind(kind);
  if (!k) return "there is no kind of " + schema.edge_noun + " \"" + kind + "\"";
  GraphEdge& x = d.graph.edges[static_cast<std::size_t>(e)];
  if (x.kind == kind) return std::nullopt;
  if (auto err = check_edge_free(schema, d, x.a, x.b, kind, e)) return err;
  x.kind = kind;
  x.directed = k->directed;
  Json kept = Json::object();
  for (const auto& spec : k->attributes) {
    auto it = x.attributes.json().find(spec.key);
    Json v = it != x.attributes.json().end() ? *it : Json::parse(spec.default_json);
    if (!v.is_null() && !check_value(schema, d, spec, v)) kept[spec.key] = v;
  }
  x.attributes = kept.empty() ? GraphAttributes() : GraphAttributes(kept);
  return done(d);
}

EditError set_edge_attribute(MapDoc& d, const MapSchema& schema, EdgeIx e, const std::string& key, const Json& value) {
  if (!valid_edge(d, e)) return no_edge(e);
  GraphEdge& x = d.graph.edges[static_cast<std::size_t>(e)];
  const KindSpec* k = schema.edge_kind(x.kind);
  const AttrSpec* spec = k ? find_attr(k->attributes, key) : nullptr;
  if (!spec) return "the " + schema.edge_noun + " has no attribute \"" + key + "\"";
  if (auto err = check_value(schema, d, *spec, value)) return err;
  set_attr(x.attributes, key, value);
  return std::nullopt;
}

EditError set_edge_source(MapDoc& d, EdgeIx e, const std::string& source) {
  if (!valid_edge(d, e)) return no_edge(e);
  d.graph.edges[static_cast<std::size_t>(e)].source = source;
  return std::nullopt;
}

// --- Groups.

EditError add_group(MapDoc& d, const MapSchema& schema, const std::string& kind, const std::string& name,
                    MapPoint label, std::string* id_out) {
  const KindSpec* k = schema.group_kind(kind);
  if (!k) return "there is no kind of " + schema.group_noun + " \"" + kind + "\"";
  if (blank(name)) return a_or_an(lower(k->label)) + " needs a name";
  GraphGroup g;
  g.id = unique_id(d, name, id_from_name(k->id).empty() ? "group" : id_from_name(k->id));
  g.name = name;
  g.kind = kind;
  g.attributes = defaults(*k, label);
  if (id_out) *id_out = g.id;
  d.graph.groups.push_back(std::move(g));
  return done(d);
}

EditError rename_group(MapDoc& d, const MapSchema& schema, const std::string& id, const std::string& name) {
  GraphGroup* g = find_group(d, id);
  if (!g) return no_group(&schema, id);
  const KindSpec* k = schema.group_kind(g->kind);
  if (blank(name)) return a_or_an(lower(k ? k->label : schema.group_noun)) + " needs a name";
  g->name = name;
  return std::nullopt;
}

EditError set_group_id(MapDoc& d, const MapSchema& schema, const std::string& id, const std::string& new_id) {
  GraphGroup* g = find_group(d, id);
  if (!g) return no_group(&schema, id);
  if (new_id == id) return std::nullopt;
  if (auto e = check_new_id(d, new_id)) return e;
  g->id = new_id;
  each_group_ref(d, schema, [&](GraphGroup& other, const AttrSpec& spec) {
    std::vector<std::string> refs = string_list(attribute(other.attributes, spec));
    if (std::find(refs.begin(), refs.end(), id) == refs.end()) return;
    rename_in(refs, id, new_id);
    if (spec.symmetric) std::sort(refs.begin(), refs.end());
    set_attr(other.attributes, spec.key, refs);
  });
  return done(d);
}

EditError move_group_label(MapDoc& d, const std::string& id, MapPoint at) {
  GraphGroup* g = find_group(d, id);
  if (!g) return no_group(nullptr, id);
  set_pos(g->attributes, at);
  return std::nullopt;
}

EditError set_group_attribute(MapDoc& d, const MapSchema& schema, const std::string& id, const std::string& key,
                              const Json& value) {
  GraphGroup* g = find_group(d, id);
  if (!g) return no_group(&schema, id);
  const KindSpec* k = schema.group_kind(g->kind);
  const AttrSpec* spec = k ? find_attr(k->attributes, key) : nullptr;
  if (!spec) return "the " + schema.group_noun + " has no attribute \"" + key + "\"";
  if (auto e = check_value(schema, d, *spec, value)) return e;
  if (spec->type != AttrType::GroupRefs || !spec->symmetric) {
    set_attr(g->attributes, key, value);
    return std::nullopt;
  }
  const std::vector<std::string> wanted = string_list(value);
  if (std::find(wanted.begin(), wanted.end(), id) != wanted.end())
    return g->name + " cannot border itself";
  const std::vector<std::string> before = string_list(attribute(g->attributes, *spec));
  for (const auto& other : before)
    if (std::find(wanted.begin(), wanted.end(), other) == wanted.end())
      if (auto e = set_group_ref(d, schema, id, key, other, false)) return e;
  for (const auto& other : wanted)
    if (auto e = set_group_ref(d, schema, id, key, other, true)) return e;
  return std::nullopt;
}

EditError set_group_ref(MapDoc& d, const MapSchema& schema, const std::string& id, const std::string& key,
                        const std::string& other, bool present) {
  GraphGroup* g = find_group(d, id);
  GraphGroup* o = find_group(d, other);
  if (!g) return no_group(&schema, id);
  if (!o) return no_group(&schema, other);
  const KindSpec* k = schema.group_kind(g->kind);
  const AttrSpec* spec = k ? find_attr(k->attributes, key) : nullptr;
  if (!spec || spec->type != AttrType::GroupRefs) return "the " + schema.group_noun + " has no list \"" + key + "\"";
  if (o->kind != spec->refs) return no_group(&schema, other);
  if (id == other) return g->name + " cannot refer to itself";
  auto change = [&](GraphGroup& at, const std::string& ref) {
    std::vector<std::string> refs = string_list(attribute(at.attributes, *spec));
    erase_from(refs, ref);
    if (present) refs.push_back(ref);
    if (spec->symmetric) std::sort(refs.begin(), refs.end());
    set_attr(at.attributes, spec->key, refs);
  };
  change(*g, other);
  if (spec->symmetric) change(*o, id);
  return std::nullopt;
}

bool has_group_ref(const MapDoc& d, const std::string& id, const std::string& key, const std::string& other) {
  const GraphGroup* g = d.graph.group(id);
  if (!g) return false;
  auto it = g->attributes.json().find(key);
  if (it == g->attributes.json().end() || !it->is_array()) return false;
  return std::find(it->begin(), it->end(), Json(other)) != it->end();
}

EditError set_group_source(MapDoc& d, const std::string& id, const std::string& source) {
  GraphGroup* g = find_group(d, id);
  if (!g) return no_group(nullptr, id);
  g->source = source;
  return std::nullopt;
}

EditError delete_group(MapDoc& d, const MapSchema& schema, const std::string& id) {
  GraphGroup* g = find_group(d, id);
  if (!g) return no_group(&schema, id);
  if (g->kind == schema.member_of && !g->members.empty()) {
    const std::size_t n = g->members.size();
    const KindSpec* k = schema.group_kind(g->kind);
    return lower(k ? k->label : schema.group_noun) + " " + g->name + " still has " + std::to_string(n) + " " +
           (n == 1 ? schema.node_noun : schema.node_plural) + "; delete or move them first";
  }
  each_group_ref(d, schema, [&](GraphGroup& other, const AttrSpec& spec) {
    std::vector<std::string> refs = string_list(attribute(other.attributes, spec));
    if (std::find(refs.begin(), refs.end(), id) == refs.end()) return;
    erase_from(refs, id);
    set_attr(other.attributes, spec.key, refs);
  });
  auto& groups = d.graph.groups;
  groups.erase(std::remove_if(groups.begin(), groups.end(), [&](const GraphGroup& x) { return x.id == id; }),
               groups.end());
  return done(d);
}

}  // namespace umpire
