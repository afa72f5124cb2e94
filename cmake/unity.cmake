# Files left out of the unity build (CMakeLists.txt, UMPIRE_UNITY_BUILD). In a
# batch, files share one translation unit, so two file-local helpers of the
# same name (in an anonymous namespace or static) collide. Such a file is
# compiled on its own instead: list it here, or give its helper a distinct name.
set(UMPIRE_UNITY_SKIP
  # Libraries
  src/report/pdf.cpp                      # one_line(), also in markdown.cpp
  src/app/bench_replay.cpp                # fixed(), also in bench.cpp
  src/app/bench_soldier_king.cpp          # fixed(), ms_since(), also in bench.cpp
  campaign/soldier_king/promotion.cpp     # ColumnArgs, also in event_commands.cpp
  ui/map_editor/properties.cpp            # kRed, also in panels.cpp
  ui/turn_panel.cpp                       # last_issued, also in rules_window.cpp
  ui/soldier_king/battles_window.cpp      # command(), also in season_window.cpp
  ui/soldier_king/diplomacy_window.cpp    # command(), also in season_window.cpp
  # Unit tests: most keep their helpers file-local under the same few names
  # (base(), cmd(), run(), put(), kMap, TempDir, World, registry()).
  tests/app/cli_test.cpp
  tests/report/report_test.cpp
  tests/session/game_module_test.cpp
  tests/session/input_limits_test.cpp
  tests/soldier_king/briefing_test.cpp
  tests/soldier_king/movement_property_test.cpp
  tests/soldier_king/movement_test.cpp
  tests/soldier_king/player_report_test.cpp
  tests/soldier_king/report_leak_test.cpp
  tests/soldier_king/revolt_test.cpp
  tests/soldier_king/state_load_test.cpp
  tests/soldier_king/supply_pass_test.cpp
  tests/soldier_king/supply_test.cpp
  tests/soldier_king/two_years_test.cpp
  tests/soldier_king/victory_test.cpp
  tests/store/bad_file_test.cpp
  tests/store/concurrency_test.cpp
  tests/store/crash_test.cpp
  tests/store/disk_test.cpp
  tests/store/journal_test.cpp
  tests/store/replay_problem_test.cpp
  tests/testgame/places_test.cpp
  tests/ui/map_editor_test.cpp
  tests/ui/orders_test.cpp
  tests/ui/sk_map_layers_test.cpp)
foreach(file ${UMPIRE_UNITY_SKIP})
  # A source file's properties belong to the folder whose CMakeLists.txt adds it.
  string(REGEX REPLACE "^(src/app|src|campaign|ui|battles|tests)/.*" "\\1" owner ${file})
  set_source_files_properties(${CMAKE_SOURCE_DIR}/${file}
    DIRECTORY ${CMAKE_SOURCE_DIR}/${owner} PROPERTIES SKIP_UNITY_BUILD_INCLUSION ON)
endforeach()

