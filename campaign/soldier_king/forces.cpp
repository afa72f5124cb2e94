#include "soldier_king/forces.h"

#include <cstdint>

namespace umpire::sk {

namespace {
const char* const kQualityNames[] = {"raw", "experienced", "veteran", "elite"};
}

const char* to_string(Quality q) { return kQualityNames[static_cast<int>(q)]; }

Quality quality_from_json(const JsonCursor& c) {
  std::string s = c.as_enum({"raw", "experienced", "veteran", "elite"});
  for (int i = 0; i < 4; ++i)
    if (s == kQualityNames[i]) return static_cast<Quality>(i);
  return Quality::Raw;
}

const char* to_string(ColumnKind k) {
  switch (k) {
    case ColumnKind::Infantry: return "infantry";
    case ColumnKind::HeavyCavalry: return "heavy_cavalry";
    case ColumnKind::LightCavalry: return "light_cavalry";
  }
  return "infantry";
}

namespace {
ColumnKind column_kind_from_json(const JsonCursor& c) {
  std::string s = c.as_enum({"infantry", "heavy_cavalry", "light_cavalry"});
  return s == "infantry" ? ColumnKind::Infantry : s == "heavy_cavalry" ? ColumnKind::HeavyCavalry : ColumnKind::LightCavalry;
}
}  // namespace

const char* to_string(Rank r) {
  switch (r) {
    case Rank::Monarch: return "monarch";
    case Rank::Duke: return "duke";
    case Rank::CC: return "cc";
    case Rank::DC: return "dc";
  }
  return "dc";
}

const char* rank_title(Rank r) {
  switch (r) {
    case Rank::Monarch: return "Monarch (AC)";
    case Rank::Duke: return "Duke (AC)";
    case Rank::CC: return "General (CC)";
    case Rank::DC: return "Major General (DC)";
  }
  return "";
}

namespace {
Rank rank_from_json(const JsonCursor& c) {
  std::string s = c.as_enum({"monarch", "duke", "cc", "dc"});
  return s == "monarch" ? Rank::Monarch : s == "duke" ? Rank::Duke : s == "cc" ? Rank::CC : Rank::DC;
}
}  // namespace

const StandType* Forces::stand_type(const std::string& id) const {
  for (const auto& t : stand_types)
    if (t.id == id) return &t;
  return nullptr;
}

const StandType& Forces::stand_type_at(const std::string& id) const {
  if (const StandType* t = stand_type(id)) return *t;
  throw UserError("the forces data lists no stand type \"" + id + "\"");
}

const ColumnTemplate* Forces::column_template(const std::string& id) const {
  for (const auto& t : columns)
    if (t.id == id) return &t;
  return nullptr;
}

const ColumnTemplate* Forces::infantry_template(int type, bool rebel) const {
  for (const auto& t : columns)
    if (t.kind == ColumnKind::Infantry && t.infantry_type == type && t.rebel == rebel) return &t;
  return nullptr;
}

Forces forces_from_json(const JsonCursor& c) {
  c.only_keys({"format", "source", "stand_types", "exhaustion", "columns", "armies"});
  if (c["format"].as_string() != kForcesFormat)
    c["format"].fail("expected \"" + std::string(kForcesFormat) + "\", found \"" + c["format"].as_string() + "\"");
  Forces f;
  f.source = c["source"].as_string();
  // The rules name these stand types; the data gives their numbers.
  const char* required[] = {"infantry_regiment", "light_infantry_battalion", "heavy_cavalry_brigade",
                            "dragoon_brigade",   "light_cavalry_regiment",   "field_battery",
                            "heavy_battery",     "howitzer_battery"};
  for (const auto& t : c["stand_types"].items()) {
    t.only_keys({"id", "name", "arm", "formed", "light", "sp", "frontage", "morale", "source"});
    StandType st;
    st.id = t["id"].as_nonempty_string();
    bool known = false;
    for (const char* r : required) known = known || st.id == r;
    if (!known) t["id"].fail("unknown stand type \"" + st.id + "\"");
    if (f.stand_type(st.id)) t["id"].fail("stand type \"" + st.id + "\" is listed twice");
    st.name = t["name"].as_nonempty_string();
    std::string arm = t["arm"].as_enum({"infantry", "cavalry", "artillery"});
    st.arm = arm == "infantry" ? Arm::Infantry : arm == "cavalry" ? Arm::Cavalry : Arm::Artillery;
    st.formed = t["formed"].as_bool();
    st.light = t.optional("light") ? t["light"].as_bool() : false;
    st.sp = static_cast<int>(t["sp"].as_int(1, 10));
    st.frontage = t["frontage"].as_number();
    auto morale = t["morale"];
    morale.only_keys({"raw", "experienced", "veteran", "elite"});
    for (int q = 0; q < 4; ++q)
      if (auto m = morale.optional(kQualityNames[q])) st.morale[q] = static_cast<int>(m->as_int(1, 10));
    for (int q = 0; q < 3; ++q)
      if (!st.morale[q]) morale.fail(std::string("missing morale for ") + kQualityNames[q] + " (every type has Raw, Experienced and Veteran)");
    st.source = t["source"].as_string();
    f.stand_types.push_back(std::move(st));
  }
  for (const char* r : required)
    if (!f.stand_type(r)) c["stand_types"].fail(std::string("missing stand type \"") + r + "\"");
  auto ex = c["exhaustion"];
  ex.only_keys({"raw", "experienced", "veteran", "source"});
  for (int q = 0; q < 3; ++q) f.exhaustion[static_cast<std::size_t>(q)] = static_cast<int>(ex[kQualityNames[q]].as_int(1, 100));
  for (const auto& t : c["columns"].items()) {
    t.only_keys({"id", "name", "kind", "infantry_type", "rebel", "stands", "source"});
    ColumnTemplate ct;
    ct.id = t["id"].as_nonempty_string();
    ct.name = t["name"].as_nonempty_string();
    ct.kind = column_kind_from_json(t["kind"]);
    ct.infantry_type = ct.kind == ColumnKind::Infantry ? static_cast<int>(t["infantry_type"].as_int(1, 4)) : 0;
    ct.rebel = t.optional("rebel") ? t["rebel"].as_bool() : false;
    for (const auto& s : t["stands"].items()) {
      s.only_keys({"type", "count"});
      std::string type = s["type"].as_string();
      if (!f.stand_type(type)) s["type"].fail("unknown stand type \"" + type + "\"");
      ct.stands.emplace_back(type, static_cast<int>(s["count"].as_int(1, 8)));
    }
    ct.source = t["source"].as_string();
    f.columns.push_back(std::move(ct));
  }
  for (int type = 1; type <= 4; ++type)
    if (!f.infantry_template(type, false))
      c["columns"].fail("missing the standard infantry column of Type " + std::to_string(type) + " (SK 20.1.3)");
  for (const char* id : {"heavy_cavalry", "light_cavalry"})
    if (!f.column_template(id)) c["columns"].fail(std::string("missing the standard column \"") + id + "\"");
  auto armies = c["armies"];
  armies.only_keys({"cavalry_share", "source"});
  f.cavalry_share = armies["cavalry_share"].as_number();
  if (f.cavalry_share < 0 || f.cavalry_share > 1) armies["cavalry_share"].fail("expected a share from 0 to 1");
  return f;
}

Json to_json(const Forces& f) {
  Json types = Json::array(), columns = Json::array();
  for (const auto& t : f.stand_types) {
    Json morale = Json::object();
    for (int q = 0; q < 4; ++q)
      if (t.morale[static_cast<std::size_t>(q)]) morale[kQualityNames[q]] = *t.morale[static_cast<std::size_t>(q)];
    Json j{{"id", t.id},
           {"name", t.name},
           {"arm", t.arm == Arm::Infantry ? "infantry" : t.arm == Arm::Cavalry ? "cavalry" : "artillery"},
           {"formed", t.formed},
           {"sp", t.sp},
           {"frontage", t.frontage},
           {"morale", morale},
           {"source", t.source}};
    if (t.light) j["light"] = true;
    types.push_back(std::move(j));
  }
  for (const auto& ct : f.columns) {
    Json stands = Json::array();
    for (const auto& [type, count] : ct.stands) stands.push_back({{"type", type}, {"count", count}});
    Json j{{"id", ct.id}, {"name", ct.name}, {"kind", to_string(ct.kind)}, {"stands", stands}, {"source", ct.source}};
    if (ct.kind == ColumnKind::Infantry) j["infantry_type"] = ct.infantry_type;
    if (ct.rebel) j["rebel"] = true;
    columns.push_back(std::move(j));
  }
  return Json{{"format", kForcesFormat},
              {"source", f.source},
              {"stand_types", types},
              {"exhaustion", {{"raw", f.exhaustion[0]}, {"experienced", f.exhaustion[1]}, {"veteran", f.exhaustion[2]},
                              {"source", "rule 4.2.1, 12.3"}}},
              {"columns", columns},
              {"armies", {{"cavalry_share", f.cavalry_share}, {"source", "see data/soldier_king/forces.json"}}}};
}

Json to_json(const Stand& s) {
  Json j{{"id", s.id}, {"type", s.type}, {"sp", s.sp}, {"quality", to_string(s.quality)}, {"morale", s.morale}};
  Json flags = Json::array();
  if (s.ppa) flags.push_back("ppa");
  if (s.efd) flags.push_back("efd");
  if (s.bg) flags.push_back("bg");
  if (s.shock) flags.push_back("shock");
  if (s.sharpshooter) flags.push_back("sharpshooter");
  j["flags"] = flags;
  if (s.raised != 0) j["raised"] = s.raised;
  return j;
}

Stand stand_from_json(const JsonCursor& c) {
  c.only_keys({"id", "type", "sp", "quality", "morale", "flags", "raised"});
  Stand s;
  s.id = c["id"].as_nonempty_string();
  s.type = c["type"].as_nonempty_string();
  s.sp = static_cast<int>(c["sp"].as_int(0, 20));
  s.quality = quality_from_json(c["quality"]);
  s.morale = static_cast<int>(c["morale"].as_int(1, 10));
  for (const auto& f : c["flags"].items()) {
    std::string flag = f.as_enum({"ppa", "efd", "bg", "shock", "sharpshooter"});
    if (flag == "ppa") s.ppa = true;
    if (flag == "efd") s.efd = true;
    if (flag == "bg") s.bg = true;
    if (flag == "shock") s.shock = true;
    if (flag == "sharpshooter") s.sharpshooter = true;
  }
  if (auto r = c.optional("raised")) s.raised = static_cast<int>(r->as_int(0, INT32_MAX));
  return s;
}

Json to_json(const Officer& o) {
  Json j{{"id", o.id}, {"name", o.name}, {"owner", o.owner}, {"rank", to_string(o.rank)}, {"box", o.box}, {"column", o.column}};
  if (!o.army.empty()) j["army"] = o.army;
  return j;
}

Officer officer_from_json(const JsonCursor& c) {
  c.only_keys({"id", "name", "owner", "rank", "box", "column", "army"});
  return Officer{c["id"].as_nonempty_string(), c["name"].as_nonempty_string(), c["owner"].as_nonempty_string(),
                 rank_from_json(c["rank"]),    c["box"].as_string(),           c["column"].as_string(),
                 c.optional("army") ? c["army"].as_string() : ""};
}

namespace {
Json stands_json(const std::vector<Stand>& stands) {
  Json out = Json::array();
  for (const auto& s : stands) out.push_back(to_json(s));
  return out;
}
std::vector<Stand> stands_from_json(const JsonCursor& c) {
  std::vector<Stand> out;
  for (const auto& s : c.items()) out.push_back(stand_from_json(s));
  return out;
}
}  // namespace

Json to_json(const Column& c) {
  return Json{{"id", c.id},
              {"name", c.name},
              {"owner", c.owner},
              {"kind", to_string(c.kind)},
              {"infantry_type", c.infantry_type},
              {"guards", c.guards},
              {"rebel", c.rebel},
              {"box", c.box},
              {"stands", stands_json(c.stands)},
              {"marches", c.marches},
              {"infiltrated", c.infiltrated},
              {"supplied_at_start", c.supplied_at_start},
              {"entrenched", c.entrenched},
              {"exhaustion_steps", c.exhaustion_steps}};
}

Column column_from_json(const JsonCursor& c) {
  c.only_keys({"id", "name", "owner", "kind", "infantry_type", "guards", "rebel", "box", "stands", "marches",
               "infiltrated", "supplied_at_start", "entrenched", "exhaustion_steps"});
  Column col;
  col.id = c["id"].as_nonempty_string();
  col.name = c["name"].as_nonempty_string();
  col.owner = c["owner"].as_nonempty_string();
  col.kind = column_kind_from_json(c["kind"]);
  col.infantry_type = static_cast<int>(c["infantry_type"].as_int(0, 4));
  col.guards = c["guards"].as_bool();
  col.rebel = c["rebel"].as_bool();
  col.box = c["box"].as_string();
  col.stands = stands_from_json(c["stands"]);
  col.marches = static_cast<int>(c["marches"].as_int(0, 10));
  col.infiltrated = c["infiltrated"].as_bool();
  col.supplied_at_start = c["supplied_at_start"].as_bool();
  col.entrenched = c["entrenched"].as_bool();
  if (auto x = c.optional("exhaustion_steps")) col.exhaustion_steps = static_cast<int>(x->as_int(0, 2));
  return col;
}

Json to_json(const Garrison& g) {
  return Json{{"id", g.id}, {"owner", g.owner}, {"box", g.box}, {"stands", stands_json(g.stands)}};
}

Garrison garrison_from_json(const JsonCursor& c) {
  c.only_keys({"id", "owner", "box", "stands"});
  return Garrison{c["id"].as_nonempty_string(), c["owner"].as_nonempty_string(), c["box"].as_nonempty_string(),
                  stands_from_json(c["stands"])};
}

std::optional<int> table_morale(const Forces& f, const std::string& type, Quality q, bool guards) {
  const StandType* t = f.stand_type(type);
  if (!t || !t->allows(q)) return std::nullopt;
  int m = *t->morale[static_cast<std::size_t>(q)];
  if (guards && t->arm != Arm::Artillery) ++m;  // SK 20.3.1: artillery morale is not raised
  return m;
}

std::vector<Reason> check_column(const Forces& f, const Column& c) {
  std::vector<Reason> out;
  int units = static_cast<int>(c.stands.size());
  int artillery = 0, infantry = 0, cavalry = 0, heavy = 0;
  for (const auto& s : c.stands) {
    const StandType* t = f.stand_type(s.type);
    if (!t) {
      out.push_back({"", c.name + ": unknown stand type \"" + s.type + "\""});
      continue;
    }
    artillery += t->arm == Arm::Artillery;
    infantry += t->arm == Arm::Infantry;
    cavalry += t->arm == Arm::Cavalry;
    heavy += t->id == "heavy_cavalry_brigade";
  }
  if (c.kind == ColumnKind::Infantry) {
    if (units > 8) out.push_back({"SK 3.3.2", c.name + " would have " + std::to_string(units) + " units; an infantry column has at most 8"});
    if (artillery > 2) out.push_back({"SK 14.1.1", c.name + " would have " + std::to_string(artillery) + " batteries; an infantry column has at most 2"});
    if (units == 2 && artillery > 1) out.push_back({"SK 14.1.1", c.name + ": a 2-unit infantry column may have at most 1 battery"});
    if (cavalry > 0) out.push_back({"SK 14.1.1", c.name + ": cavalry and infantry may never be mixed in a column"});
  } else {
    if (units > 5) out.push_back({"SK 3.3.2", c.name + " would have " + std::to_string(units) + " units; a cavalry column has at most 5"});
    if (infantry > 0) out.push_back({"SK 14.1.1", c.name + ": cavalry and infantry may never be mixed in a column"});
    if (artillery > 0) out.push_back({"SK 14.1.1", c.name + ": artillery may not be added to a cavalry column"});
    if (c.kind == ColumnKind::LightCavalry && heavy > 0)
      out.push_back({"SK 14.1.1", c.name + ": heavy cavalry may not be added to a light cavalry column"});
  }
  if (units < 2) out.push_back({"SK 3.3.2", c.name + " would have " + std::to_string(units) + " unit" + (units == 1 ? "" : "s") + "; a column has at least 2"});
  return out;
}

int total_sp(const std::vector<Stand>& stands) {
  int n = 0;
  for (const auto& s : stands) n += s.sp;
  return n;
}

std::string kind_words(const Column& c) {
  switch (c.kind) {
    case ColumnKind::Infantry: return "Infantry, Type " + std::to_string(c.infantry_type);
    case ColumnKind::HeavyCavalry: return "Heavy cavalry";
    case ColumnKind::LightCavalry: return "Light cavalry";
  }
  return "";
}

}  // namespace umpire::sk
