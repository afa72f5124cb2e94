// The data/lotn/ files compiled into the program (battles/lotn/CMakeLists.txt
// embeds them; data_embedded.cpp lists them in load order).
#pragma once

#include <vector>

namespace umpire::lotn::data {

struct EmbeddedFile {
  const char* path;  // "data/lotn/tables/shock_crt.json", for messages
  const char* (*text)();
};
// Tables, then counters, then scenarios (which name the counters), then the
// rule variants (read on their own, data_variants.h).
const std::vector<EmbeddedFile>& embedded_files();
// data/lotn/maps/*.json: the battle maps (map_data.h), read after the rest.
const std::vector<EmbeddedFile>& embedded_maps();
// data/lotn/provisional.json: the reconstructions of the lost chart cells, an
// entries document read over the data (load_program_data), never a chart.
const EmbeddedFile& reconstructions_file();
const char* rule_variants_json();
const char* conversion_json();  // the conversion of a campaign's battle (convert.h)

}  // namespace umpire::lotn::data
